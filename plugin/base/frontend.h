/* frontend.h -- what each front end does its own way.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.

   ompmapper is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   ompmapper is distributed in the hope that it will be useful, but
   WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
   General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with ompmapper; see the file COPYING.  If not see
   <http://www.gnu.org/licenses/>.  */

/* The registry, the expansion of clauses, lowering, the guards and the
   runtime are one code for every front end; what a front end does its
   own way sits behind this interface, one implementation a front end
   (fe-c.cc for cc1, fe-cxx.cc for cc1plus: doc/design.md "C++"), chosen
   once at plugin_init by lang_hooks.name.  An implementation calls only
   functions its own compiler defines: a plugin is loaded with RTLD_NOW
   into cc1 and cc1plus alike, so those only one of them exports are
   declared weak and called only under that front end.

   Lex time is when libcpp's line_change callback runs for a directive:
   in cc1, which lexes as it parses, the parser stands where the
   directive is; in cc1plus, which lexes the whole file first, it stands
   nowhere yet.  */

/* The interface is declared here, at the bottom, where the layers that
   call it (lex/, mapper/, lower/) see it; fe/ implements it.  */

#ifndef OMPM_FRONTEND_H
#define OMPM_FRONTEND_H 1

#include "base/base.h"

struct ompm_text;
struct ompm_directive;
struct ompm_construct;

struct ompm_frontend
{
  /* The language, for messages.  */
  const char *name;

  /* At lex time: whether the directive being read stands at file (or
     namespace) scope, outside every function.  */
  bool (*file_scope_p) (void);

  /* At lex time: the declaration that identifier ID names where the
     directive stands, or NULL_TREE.  */
  tree (*lookup) (tree id);

  /* Declare VAR, a variable of the plugin's own, at file scope.  */
  void (*declare_at_file_scope) (tree var);

  /* At lex time: open one more declare target block, as "#pragma omp
     declare target" does, for "begin declare target" at LOC, which GCC
     12 does not know: at once where the parser stands there; else (the
     parser is not there yet) before the next line (line_start).  */
  void (*open_declare_target) (location_t loc);

  /* The hidden function of a "declare mapper" directive D, whose
     tokens FIRST to LAST - 1 are the mapper's type and variable name:
     begin BODY, its body, where the variable is to be declared (between
     ompm_mapper_header_begin and ompm_check_mapper_type); then,
     BODY done (one "#pragma omp target" line, and an empty statement,
     for each of the mapper's map clauses, in their order), hand the
     lexer, in place of D (number INDEX of ompm_mapper_decls, on line
     LINE), the hidden functions that GCC parses for it.  */
  void (*mapper_variable) (ompm_text *body, const ompm_directive *d,
			   unsigned index, int first, int last);
  void (*hand_back_mapper) (ompm_directive *d, unsigned index, int first,
			    int last, ompm_text *body, int line);

  /* libcpp's line_change callback for TOK, the first token of a line,
     after the plugin's own work on it (PARSING_ARGS: inside a
     function-like macro's arguments).  May be null.  */
  void (*line_start) (cpp_reader *pfile, const cpp_token *tok,
		      int parsing_args);
  /* Text (malloc'ed, whole lines, each after a #line) to hand back
     before the text of a directive the plugin takes, where line_start
     would have put tokens before the directive's own: or NULL.  May be
     null.  */
  char *(*text_prefix) (void);
  /* At PLUGIN_PRAGMAS, after the plugin's libcpp callbacks: register the
     front end's own pragmas and diagnostic hooks.  */
  void (*init) (void);

  /* At PLUGIN_PRE_GENERICIZE of a mapper's hidden function FNDECL:
     register its mapper (ompm_register_mapper), after giving its body
     the shape the registry reads (C's: a BIND_EXPR declaring the
     mapper's variable, then one target construct for each map
     clause).  */
  void (*register_mapper_fn) (tree fndecl);

  /* At PLUGIN_PRE_GENERICIZE of the runtime function FNDECL of a
     mapper: give it the linkage of a function of one translation unit
     before its body is made.  May be null.  */
  void (*runtime_fn) (tree fndecl);

  /* Where the visible mappers of function FNDECL, about to be lowered,
     are those declared before (a template's instantiation: the
     template's place), or UNKNOWN_LOCATION: where it is lowered.  May
     be null.  */
  location_t (*visibility_limit) (tree fndecl);

  /* At the walk of a function being lowered, a DECL_EXPR of variable
     DECL: if DECL marks the place of a mapper declared in a block (one
     of the front end's own), register the mapper there (visible to the
     block's end) and return true.  May be null.  */
  bool (*block_mapper) (tree decl);
  /* At PLUGIN_PRE_GENERICIZE of FNDECL, before it is lowered: false if
     it cannot be (a sorry said why).  May be null.  */
  bool (*can_lower) (tree fndecl);
  /* Before FNDECL is lowered, in a scope of its own: where it lies
     inside another function whose walk comes after it (C++: a lambda's
     or a local class's member, finished while the other is parsed),
     register the mappers of the other's blocks that are visible in it,
     each in a scope of its own pushed (ompm_push_scope) over the last,
     which the caller pops.  May be null.  */
  void (*enclosing_mappers) (tree fndecl);
  /* Whether the mapper for TYPE named ID (NULL_TREE: the default one)
     visible where the plugin stands is one the front end has not
     registered yet, a sorry said so (C++: a class's mapper, whose
     hidden function g++ parses after the member functions declared
     before it).  May be null.  */
  bool (*unready_mapper) (tree type, tree id);
  /* The mapper for TYPE named ID (NULL_TREE: the default one) that the
     type itself brings where none is visible (C++: one declared in its
     class, a class it is a member of, or their bases, or in its
     namespace, as argument-dependent lookup finds functions), or
     OMPM_NO_MAPPER.  May be null.  */
  int (*type_mapper) (tree type, tree id);
  /* How messages name variable DECL, malloc'ed, where not as GCC prints
     a tree (its bare name): C++'s qualified names.  May be null.  */
  char *(*decl_spelling) (tree decl);
  /* Before the clauses of target construct C are expanded: give them
     C's shapes, and the construct what GCC maps right (statements
     C->BEFORE, declaring C->VARS, may go before it).  May be null.  */
  void (*construct) (ompm_construct *c);

  /* Whether the parser stands in a directive's scope when libcpp hands
     it to the plugin (cc1 lexes as it parses).  Where not (cc1plus, for
     now), what needs it -- declare target indirect and begin declare
     target -- is a sorry.  */
  bool lexes_as_it_parses;
  /* Whether the parser gives each clause it builds from a list the
     location of its list item's first token (cc1plus), rather than
     that of the list's opening parenthesis (cc1): the lexer keys what it
     records of a clause (places: mapper(ID) and present modifiers, and
     the items of the depend clauses that stand for iterator modifiers)
     by those tokens.  */
  bool places_per_item;
  /* Whether a region's body may name a variable through a lambda's
     capture by reference (C++), which the front end finds by the places
     of a construct's bare list items (ompm_item_location).  */
  bool captures_by_reference;
};

/* The front end the plugin runs in, set by plugin_init.  */
extern const ompm_frontend *ompm_fe;

#endif /* OMPM_FRONTEND_H */
