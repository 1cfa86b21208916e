/* lex.h -- lex time: directives read, text handed back, the facts lowering reads.
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

/* Lex time (tools/layers): read a directive's tokens, hand text back to
   the lexer with the user's lines and columns (lex.cc); the syntax of
   clauses (syntax.cc); "declare mapper", the mapper and present
   modifiers, defaultmap(present) (pragma.cc); the iterator modifier
   (iterator.cc); declare target ... indirect, enter, begin declare
   target (declare-target.cc).  What lowering needs of it is kept by the
   place of a clause or construct (ompm_place) and read through the
   functions below: the single bridge from lex time to lowering.  */

#ifndef OMPM_LEX_H
#define OMPM_LEX_H 1

#include "base/base.h"

/* What the lexer saw of one "declare mapper": everything that the hidden
   function GCC parses in its place cannot carry.  */
struct ompm_mapper_decl
{
  /* The location of the directive, for diagnostics.  */
  location_t loc;
  /* The mapper identifier; NULL_TREE for the default mapper (written
     "default" or left out).  Identifiers are never collected.  */
  tree id;
  /* The mapper(ID) modifier of each of its map clauses, in source order
     (NULL_TREE where there is none); each map clause is one "target"
     construct in the hidden function, in the same order.  */
  vec<tree> clause_mappers;
  /* Whether each of its map clauses had the present modifier.  */
  vec<bool> clause_present;
  /* For each of its map clauses, what the lexer saw of it if it has
     the iterator modifier (its construct has that clause's depend
     clause, iterator.cc), else null.  */
  vec<const struct ompm_iter_clause *> clause_iters;
  /* The registry's index of the mapper, once registered, else -1.  */
  int mapper;
  /* Declared where the front end cannot have it yet (a sorry said so):
     never registered.  */
  bool refused;
  /* Where the front end registers it when a function's walk meets its
     place in a block, rather than when GCC finishes its hidden function
     (C++'s block scope, whose hidden functions GCC finishes first,
     fe-cxx.cc): its template in C's shape (BIND_EXPR) till then, kept
     by ompm_keep; and its runtime function if GCC finished it before
     the mapper was registered.  */
  tree pending;
  tree rt_fn;
  /* The namespace it is declared in where the front end decides where
     it is visible (C++'s namespaces other than the global one), else
     NULL_TREE.  */
  tree scope_decl;
  /* Where its type starts in the header, for diagnostics about the
     type, and its variable's name.  */
  location_t type_loc;
  tree var_name;
  /* GCC's count of errors where the front end begins to declare its
     variable (ompm_mapper_header_begin), and how many of them the
     header caused once known (-1 until then): a header GCC has
     complained about declares a variable of the error type
     (ompm_check_mapper_type).  */
  int errors;
  int header_errors;
};

/* The prefix of the hidden functions; the rest of the name is the index
   of the declaration in ompm_mapper_decls.  Each declaration has two: the
   template, and the runtime function that maps one element of an array
   section (dynamic.cc).  */
#define OMPM_MAPPER_FN_PREFIX "__ompm_mapper_"

#define OMPM_MAPPER_RT_PREFIX "__ompm_mapper_rt_"

extern vec<ompm_mapper_decl> ompm_mapper_decls;

/* libcpp's own (internal.h), exported by cc1 and cc1plus: read COUNT
   tokens from FIRST next.  */
extern "C" void _cpp_push_token_context (cpp_reader *, cpp_hashnode *,
					 const cpp_token *first,
					 unsigned int count);

/* lex.cc.  Reading the rest of a directive at lex time, and text handed
   back to the lexer in its place.  */
/* One directive being lexed, after its pragma token.  */
struct ompm_directive
{
  cpp_reader *pfile;
  const cpp_token *pragma;	/* Its pragma token.  */
  location_t loc;		/* The pragma token's location.  */
  int line;			/* Its line in the user's file.  */
  /* Its tokens up to its end, without padding.  Peeked (TAKEN false):
     GCC's own, still to be read by GCC, not macro-expanded, so that
     ompm_pad_token hides one from GCC.  Taken: copies of the tokens
     read, macro-expanded; GCC sees what ompm_push_text hands back.  */
  vec<const cpp_token *> toks;
  vec<cpp_token> *copies;	/* The copies, when taken.  */
  vec<cpp_token *> made;	/* Tokens of its own (ompm_made_token).  */
  bool taken;
  /* Taken, and a macro's arguments left open in it took in the end of
     the file or lines after it: GCC is to see what comes after its end
     next, and nothing of the plugin's.  */
  bool left_open;
  bool handed_back;		/* Taken, and ompm_push_text has run.  */
  location_t end;		/* Where it ends (its CPP_PRAGMA_EOL).  */
};

/* Read the rest of the directive whose pragma token is PRAGMA into *D:
   peeked if it is short and no macro on it names one of the identifiers
   INTEREST (a null-terminated list; NULL: any macro is harmless), else
   taken.  */
extern void ompm_read_directive (cpp_reader *, const cpp_token *pragma,
				 ompm_directive *d,
				 const char *const *interest);

/* Take D if it was only peeked; its tokens are read again, expanded.  */
extern void ompm_take_directive (ompm_directive *d);

extern void ompm_release_directive (ompm_directive *d);

extern bool ompm_name_p (const cpp_token *, const char *name);

extern void ompm_pad_token (const cpp_token *);

/* A token of TYPE at LOC, spelled SPELLING if it is a number or a name,
   that taken directive D owns: for its tokens, in text handed back.  */
extern const cpp_token *ompm_made_token (ompm_directive *d,
					 enum cpp_ttype type, location_t loc,
					 const char *spelling);

/* Growing strings, for text handed to the lexer, with the line and
   column of the user's file that the text has reached.  */
/* A user's token written into text: where in the text, and its own
   location.  */
struct ompm_spot
{
  int line, col;
  location_t loc;
  /* The token's type, and its identifier for a name: what the token
     lexed there again must be.  */
  enum cpp_ttype type;
  const cpp_hashnode *node;
};

struct ompm_text
{
  char *s;
  size_t len, cap;
  int line, col;
  const char *file;		/* The user's file, once a token is in.  */
  const cpp_token *last;	/* The token just written, if it was.  */
  /* The user's tokens written in, as they stand in the source (not from
     a macro's expansion): the first NSPOTS of SPOTS, so that a copy of
     the struct kept to roll back to keeps its own count.  Handed over,
     such a token gets its own location back (ompm_push_text), where
     the text may have had to put it further right; an opening
     parenthesis keeps the text's (ompm_text_place).  */
  vec<ompm_spot> *spots;
  unsigned nspots;
  /* ompm_text_place has named a place beyond the columns libcpp
     gives.  */
  bool far_place;
};

extern void ompm_text_add (ompm_text *, const char *, size_t);

extern void ompm_text_str (ompm_text *, const char *);

/* Append one of the plugin's own pragmas, "#pragma ompmapper NAME
   INDEX" and a newline, whose handler reads INDEX
   (ompm_mapper_pragma_index).  */
extern void ompm_text_pragma (ompm_text *, const char *name, unsigned index);

/* Start T, empty, for directive D: at D's line of D's file.  */
extern void ompm_text_begin (ompm_text *t, const ompm_directive *d);

/* Start a new line numbered LINE in the user's file.  */
extern void ompm_text_line (ompm_text *, int line);

/* Append TOK where it stands in the user's file: on its own line and
   column if the text has not passed them, else after one space.  Return
   the column it starts at.  */
extern int ompm_text_token (ompm_text *, cpp_reader *, const cpp_token *);

/* A place in the user's source, as a key that finds a clause again by
   its location: "file:line:column", an identifier.  Text handed back is
   lexed again, with new locations; but a token written where it stood
   has the same place, and a token written elsewhere has the place where
   it was written (ompm_text_place: column COL of the text's current
   line).  */
extern tree ompm_place (location_t);

extern tree ompm_text_place (ompm_text *, int col);

/* Append D's tokens FIRST to LAST - 1, but for padding.  */
extern void ompm_text_tokens (ompm_text *, const ompm_directive *d,
			      int first, int last);

/* Report the _Pragma operators whose directives use what the plugin
   adds (it sees only #pragma lines).  */
extern void ompm_watch_pragma_operator (cpp_reader *);

/* Whether the lexer is reading text the plugin handed back (a buffer
   with no file), where directives are the plugin's own.  */
extern bool ompm_own_text_p (cpp_reader *);

/* Hand T to the lexer in place of the taken directive D: GCC reads its
   tokens next, and the user's line after the directive keeps its number.
   T starts with a directive (after "#line"s).  */
extern void ompm_push_text (ompm_directive *d, ompm_text *t);

/* End T as ompm_push_text does, for a push later (the lexer then reads
   T right after the text pushed for D).  */
extern void ompm_finish_text (ompm_directive *d, ompm_text *t);

/* Lex text T of the taken directive D now, as ompm_push_text does, for
   tokens that go to the parser later (_cpp_push_token_context): *N of
   them, allocated for cc1's lifetime.  T is freed.  */
extern cpp_token *ompm_lex_text_now (ompm_directive *d, ompm_text *t,
				     unsigned *n);

/* Append text FROM, which starts with a #line, to T, with the places of
   the user's tokens in it; FROM is freed.  */
extern void ompm_text_append (ompm_text *t, ompm_text *from);

/* The pragma that stands for a taken directive that hands back nothing
   ("#pragma ompmapper taken", which does nothing): see lex.cc.  */
#define OMPM_PRAGMA_SPACE "ompmapper"

#define OMPM_TAKEN_PRAGMA_NAME "taken"

/* syntax.cc: clause syntax shared by pragma.cc, iterator.cc and
   declare-target.cc.  */
/* The GCC identifier of the CPP_NAME token TOK.  */
extern tree ompm_token_identifier (const cpp_token *tok);

/* Whether TOK is a C keyword rather than an identifier.  */
extern bool ompm_keyword_p (const cpp_token *tok);

/* At the top of a C++ type or list item (outside brackets), where "<"
   may open template arguments: the depth *ANGLES of them after a token
   of type T.  */
extern void ompm_angle_step (enum cpp_ttype t, int *angles);

/* Whether FNDECL is one of the functions pragma.cc hands GCC for a
   declare mapper.  */
extern bool ompm_hidden_fn_p (tree fndecl);

/* Widen the clause TOKS[*FIRST..*LAST), which goes from a directive of
   N tokens, by a comma beside it (OpenMP lets commas separate clauses):
   the one after it, else the one before, padding skipped.  */
extern void ompm_clause_with_comma (const cpp_token *const *toks, int n,
				    int *first, int *last);

extern int ompm_bracket_step (enum cpp_ttype t);

extern int ompm_modifier_colon (const cpp_token *const *toks, int start,
				int end);

extern bool ompm_find_mapper_modifier (const cpp_token *const *toks,
				       int start, int end, tree *id,
				       int *first, int *last);

extern int ompm_closing_paren (const cpp_token *const *toks, int open, int n);

/* The end of the list item at TOKS[A] of a clause whose list closes at
   TOKS[CLOSE]: the comma after it, outside brackets and C++ template
   arguments, or CLOSE.  */
extern int ompm_list_item_end (const cpp_token *const *toks, int a,
			       int close);

/* The present modifier (OpenMP 5.1) on the clause whose opening
   parenthesis is at LOC; defaultmap(present) categories of the target
   construct at LOC.  */
#define OMPM_DEFAULTMAP_SCALAR 1

#define OMPM_DEFAULTMAP_AGGREGATE 2

#define OMPM_DEFAULTMAP_POINTER 4

#define OMPM_DEFAULTMAP_ALL 7

extern bool ompm_clause_present_p (location_t loc);

/* Where the target construct at CONSTRUCT had a list item with the
   mapper or present modifier that is C++'s "this[...]" (NAME "this")
   or the bare name NAME, the location of that name: g++ 12 gives the
   clause it makes of such an item the construct's.  Else
   UNKNOWN_LOCATION.  */
extern location_t ompm_item_location (location_t construct, tree name);

extern void ompm_mark_present (location_t loc);

extern int ompm_defaultmap_present (location_t loc);

extern void ompm_register_pragma_hooks (void);

/* The identifier given by a mapper(ID) modifier to the clause whose
   opening parenthesis is at LOC, or NULL_TREE.  */
extern tree ompm_clause_mapper_id (location_t loc);

struct ompm_iter;

/* Wrap the front end's test of mappable types (once it is set up).  */
extern void ompm_watch_mappable_type (void);

/* iterator.cc.  The iterator modifier: what the lexer saw of a clause
   with one, and the pieces GCC's depend clause made of its list items,
   in source order, each list item one piece or two (the first element
   of an array section and the one past it, or past the whole array when
   the section's length was left out).  */
enum ompm_piece
{
  OMPM_PIECE_ITEM,
  OMPM_PIECE_START,
  OMPM_PIECE_END,
  OMPM_PIECE_END_OF_ARRAY
};

struct ompm_iter_clause
{
  location_t user_loc;		/* The clause's opening parenthesis.  */
  enum omp_clause_code code;	/* OMP_CLAUSE_MAP, _TO or _FROM.  */
  enum ompm_kind kind;		/* The map type; OMPM_K_NONE: not given.  */
  bool always, present;
  tree mapper_id;		/* mapper(ID), or NULL_TREE.  */
  vec<char> roles;		/* enum ompm_piece, per piece.  */
  char *name;			/* The list items' spelling.  */
  /* Where each list item starts (its first piece: OMPM_PIECE_ITEM or
     _START), for diagnostics.  */
  vec<location_t> item_locs;
};

/* Whether piece P of C is the first of a list item (OMPM_PIECE_ITEM or
   _START: the item itself, or a section's first element).  */
inline bool
ompm_item_piece_p (const ompm_iter_clause *c, unsigned p)
{
  return c->roles[p] == OMPM_PIECE_ITEM || c->roles[p] == OMPM_PIECE_START;
}

/* The map type of C, a declare mapper's clause: tofrom where none is
   written.  */
inline enum ompm_kind
ompm_iter_mapper_kind (const ompm_iter_clause *c)
{
  return c->kind == OMPM_K_NONE ? OMPM_K_TOFROM : c->kind;
}

/* The location of the list item of C whose first piece is PIECE, or C's
   when not known.  */
extern location_t ompm_iter_item_location (const ompm_iter_clause *c,
					   unsigned piece);

struct ompm_iter
{
  const ompm_iter_clause *clause;
  tree iterators;		/* GCC's chain of iterator TREE_VECs.  */
  vec<tree> pieces;
};

/* Whether a clause of the target directive D has an iterator
   modifier; ompm_has_iterator_p: the clause at TOKS[I], its parentheses
   ending at TOKS[CLOSE].  */
extern bool ompm_iterator_line_p (const ompm_directive *d);

extern bool ompm_has_iterator_p (const cpp_token *const *toks, int i,
				 int close);

/* Rewrite the taken target directive D, which has a clause with an
   iterator modifier, handing GCC its depend clauses.  Tokens padded
   away are left out; set *PLACES to the places of the tokens at
   PARENS (increasing indices of D's tokens), *CONSTRUCT to the
   construct's.  */
extern void ompm_iterator_rewrite (ompm_directive *d, const vec<int> &parens,
				   vec<tree> *places, tree *construct);

extern const ompm_iter_clause *ompm_iterator_clause (location_t loc);

/* Take the depend clauses that stand for iterator clauses off the
   chain *CLAUSES into *OUT: those the lexer wrote, found by their
   places; with ONLY, every depend clause with iterators, ONLY's (a
   mapper's construct, which has one, of the mapper's own).  */
extern bool ompm_take_iterators (tree *clauses, vec<ompm_iter> *out,
				 const ompm_iter_clause *only = NULL);

/* Append to L the depend clause that stands for the clause TOKS[I] (
   ... TOKS[CLOSE] ), which has an iterator modifier.  With MADE (a map
   clause of a declare mapper, pragma.cc), set *MADE to what the lexer
   saw of it, which is found by that rather than by its place (all of a
   mapper's hidden constructs stand on one line).  Return false after
   an error.  */
extern bool ompm_iterator_clause_text (ompm_text *l, cpp_reader *pfile,
				       const cpp_token *const *toks, int i,
				       int close,
				       const ompm_iter_clause **made = NULL);

extern void ompm_release_iterators (vec<ompm_iter> *iters);

/* declare-target.cc.  */
extern bool ompm_indirect_declare_target (cpp_reader *, const cpp_token *);
extern bool ompm_indirect_begin_directive (cpp_reader *, const cpp_token *);

extern bool ompm_indirect_end_declare_target (cpp_reader *,
					      const cpp_token *);

extern bool ompm_indirect_begin_declare_target (cpp_reader *, location_t);

/* A declare target block (begin declare target, or GCC's block form) as
   the lexer saw it, where the parser does not stand at lex time
   (cc1plus): the front end finds the functions declared in it by their
   places, at parse time.  BEGIN and END are the places of its
   directives (not macro locations; the lexer allocates them in
   increasing order); INDIRECT whether its functions are indirect;
   DEVICE_TYPE the attribute they get, as struct block's in declare-target.cc;
   REG the number of its registration (the names of its tables,
   "__ompm_ind_dev_REG" and "__ompm_ind_host_REG", with
   "__ompm_ind_n_REG" their length, which the front end declares where
   "#pragma ompmapper indirect_table N" stands, N its index in
   OMPM_DT_BLOCKS); FNS the functions found so far.  A declare target
   list with indirect is one too, of no places (BEGIN and END 0), with
   NAMES the list's names as written (f, ns::f, S::g), each resolved to
   the one function it names where the table is declared.  */
struct ompm_dt_block
{
  location_t begin, end;
  bool indirect;
  const char *device_type;
  unsigned reg;
  vec<tree> fns;
  vec<tree> names;
};

extern vec<ompm_dt_block> ompm_dt_blocks;

/* Give function FN the attribute ATTR of a begin declare target's
   device_type ("omp declare target host" or "... nohost"), as GCC 12
   gives those of a list, unless it has it.  */
extern void ompm_add_device_type (tree fn, const char *attr);

#define OMPM_INDIRECT_TABLE_PRAGMA_NAME "indirect_table"

#define OMPM_INDIRECT_PREFIX "__ompm_ind_"

/* The callbacks of declare-target.cc (ompm_register_indirect calls it).  */
extern void ompm_register_declare_target (void);

/* In the handler of "#pragma ompmapper declare_mapper N" (which
   hand_back_mapper writes): N, or -1U if the pragma is not as the
   plugin writes it (pragma.cc).  */
#define OMPM_MAPPER_PRAGMA_NAME "declare_mapper"

/* "#pragma ompmapper indirect_scope", first in the registration of a
   declare target indirect list handed back where the parser does not
   stand at lex time (cc1plus): its handler says if the text stands
   where it cannot (a block, a class).  */
#define OMPM_INDIRECT_SCOPE_PRAGMA_NAME "indirect_scope"

/* The parameters of a mapper's runtime function, as the hidden text
   declares them (map vector, element, what to do): its body comes later
   (dynamic.cc), so they look unused now.  */
#define OMPM_MAPPER_RT_PARMS						\
  "(void *__ompm_h __attribute__ ((__unused__)), "			\
  "void *__ompm_e __attribute__ ((__unused__)), "			\
  "int __ompm_how __attribute__ ((__unused__)))"
extern unsigned ompm_mapper_pragma_index (void);

#endif /* OMPM_LEX_H */
