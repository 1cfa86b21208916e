/* ompmapper.h -- declarations shared by the plugin's files.
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

#ifndef OMPMAPPER_H
#define OMPMAPPER_H

/* The pipeline, one file a stage:

     lex.cc             lex time: read a directive's tokens, hand text
			back to the lexer with the user's lines and
			columns.
     frontend.h         what each front end does its own way (fe-c.cc:
			C), behind one interface.
     pragma.cc          lex time: swallow "declare mapper" and hand GCC a
			hidden function to parse in its place; strip the
			mapper(ID) modifier from map, to and from clauses and
			remember it by the clause's location.
     mapper-registry.cc the mappers, in declaration order, with the scope
			each is visible in.
     clauses.cc         expansion of one list item through its mapper:
			substitution, map-type decay, update filtering.
     lower.cc           PLUGIN_PRE_GENERICIZE: walk each function in source
			order, register mappers as their declarations go by
			and expand the clauses of every target construct.
     dynamic.cc         array sections of mapped types: code that fills a
			libgompx map vector at run time.
     indirect.cc        declare target ... indirect, enter(...) and begin
			declare target: registration of indirect functions,
			translation of calls through pointers.
     present.cc         the present modifier: checks before constructs.
     dump.cc            -fplugin-arg-ompmapper-dump.
     options.cc         the plugin's arguments.  */

/* The plugin's name as GCC knows it: the basename of the shared object,
   which is also the prefix of its arguments (-fplugin-arg-ompmapper-KEY).  */
extern const char *ompm_plugin_name;

/* options.cc.  Plugin arguments: -fplugin-arg-ompmapper-KEY[=VALUE].
   OMPM_HELP is the text PLUGIN_INFO shows for them.  */
extern const char ompm_help[];
extern bool ompm_parse_arguments (struct plugin_name_args *);
/* The value of -fplugin-arg-ompmapper-dump: NULL when not given, "" for
   the default dump file, "-" for stderr, or a file name.  */
extern const char *ompm_dump_option;

/* pragma.cc.  */

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

/* pragma.cc: clause syntax shared with iterator.cc and indirect.cc.  */
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

/* mapper-registry.cc.  A mapper is an index into the registry; the
   visible mappers at a point of the program are a chain of indices,
   newest first, so that the nearest declaration wins.  */

#define OMPM_NO_MAPPER (-1)

struct ompm_iter;

struct ompm_mapper
{
  location_t loc;
  tree id;		/* NULL_TREE for the default mapper.  */
  tree type;		/* The unqualified main variant.  */
  tree var;		/* The mapper's variable.  */
  tree clauses;		/* Finished map clauses in terms of VAR.  */
  vec<tree> clause_mappers;  /* Per clause of CLAUSES: mapper(ID) or 0.  */
  vec<bool> clause_present;  /* Per clause of CLAUSES: the present
				modifier.  */
  /* Its map clauses with the iterator modifier (OpenMP 5.2), in terms
     of VAR and of iterator variables of its hidden function, which each
     expansion replaces by its own (ompm_mapper_iterator); none of them
     is in CLAUSES.  An object of its type is mapped by code that loops
     over the iterators, at run time (dynamic.cc).  */
  vec<ompm_iter> iters;
  int prev;		/* The mapper visible before this one.  */
  int scope;		/* The scope it was declared in; -1 for an
			   implicit mapper (ompm_find_mapper).  */
  tree rt;		/* Its runtime function (dynamic.cc), once seen.  */
  /* A variable of automatic storage of the function the mapper is
     declared in that its clauses use (a block mapper's r.v[0:len]),
     else NULL_TREE.  C's mappers there are nested functions, which GCC
     gives the enclosing function's frame; C++'s expansions stand only in
     that function itself (ompm_mapper_outer_ok).  */
  tree outer;
  /* For a mapper whose visibility the front end decides (scope_decl of
     its declaration, which this is): whether it is visible where the
     plugin stands now, and how near its scope is there (ranks of
     visible mappers for one type and identifier: the highest wins).
     Else NULL_TREE, and visible with rank 0.  */
  tree scope_decl;
  bool hidden;
  int rank;
  /* Where mappers whose visibility the front end decides are
     registered: their visibility and rank where this one is declared,
     for its nested lookups (ompm_nested_lookup_begin), one byte for each
     mapper registered before it (0x80: hidden; the rest: rank, at most
     0x7f); else null.  */
  unsigned char *decl_visibility;
};

/* lower.cc.  Whether T is "this", a C++ member function's object
   pointer.  */
extern bool ompm_this_parm_p (tree t);
/* Whether ITEM is *this, a C++ member function's object.  */
extern bool ompm_this_object_p (tree item);

extern int ompm_visible_head;
extern int ompm_push_scope (void);
extern void ompm_limit_file_scope (location_t limit);
extern void ompm_pop_scope (int saved_head);
/* How many scopes are open (ompm_push_scope).  */
extern unsigned ompm_scope_depth (void);
/* How many mappers the registry holds (indices of ompm_mapper_at).  */
extern int ompm_mapper_count (void);
/* lower.cc: expand and lower the target constructs of FNDECL, as at its
   PLUGIN_PRE_GENERICIZE (the front end may do it later, the function
   current).  */
extern void ompm_lower_function (tree fndecl);
/* Whether function FNDECL has target data, enter data or exit data
   constructs (the C parser marks only those with target regions:
   cfun->has_omp_target).  */
extern bool ompm_data_construct_fn_p (tree fndecl);
/* The front end's declaration of the variable of mapper INDEX (of
   ompm_mapper_decls), from the directive's header, begins and ends
   (C++: the header's function declarator ends; never needed before
   ompm_check_mapper_type).  */
extern void ompm_mapper_header_begin (unsigned index);
extern void ompm_mapper_header_end (unsigned index);
/* Whether TYPE, the type the front end gave the variable of mapper
   INDEX, will do; where GCC has not already complained about the
   header, say why not, once, at the type (a struct or union, or, in
   C++, class, complete; not checked if DEPENDENT, a template's).  The
   front end gives a variable that will not do the error type, so that
   the mapper's clauses add no errors of their own (issue 34).  */
extern bool ompm_check_mapper_type (unsigned index, tree type,
				    bool dependent);
/* The pointer P if T is *P (an INDIRECT_REF, or a MEM_REF of offset 0),
   else NULL_TREE.  */
extern tree ompm_deref_pointer (tree t);
/* Wrap the front end's test of mappable types (once it is set up).  */
extern void ompm_watch_mappable_type (void);
extern void ompm_register_mapper (tree fndecl, bool file_scope);
/* The same for declaration INDEX of ompm_mapper_decls, its hidden
   function's body BIND: C's shape (a BIND_EXPR declaring the mapper's
   variable, one target construct for each map clause).  */
extern void ompm_register_mapper_body (unsigned index, tree bind,
				       bool file_scope);
extern bool ompm_mapper_fn_p (tree fndecl);
extern int ompm_mapper_rt_index (tree fndecl);
extern bool ompm_hidden_fn_p (tree fndecl);
extern int ompm_find_mapper (int head, tree type, tree id);
/* Whether mapper M can be expanded in function FN (NULL_TREE: in its
   runtime function) as the construct at LOC needs; a sorry if not (a
   C++ block mapper whose clauses use a variable of its function:
   ompm_mapper::outer).  */
extern bool ompm_mapper_outer_ok (int m, location_t loc, tree fn);
/* Whether mapper M's runtime function reaches every variable its
   clauses use (not so for ompm_mapper::outer of a C++ block mapper, or
   of an implicit one).  */
extern bool ompm_mapper_rt_reaches_p (int m);
/* The first variable of automatic storage in *TP of a function other
   than a mapper's hidden one (the function a block mapper is declared
   in), or NULL_TREE.  */
extern tree ompm_outer_variable (tree *tp);
/* lower.cc: the function whose constructs are being lowered.  */
extern tree ompm_lowering_fn (void);
/* Where the construct's clause C of a member of a struct was made of
   the struct's clause (the present modifier: lower.cc), the struct for
   the first member's, error_mark_node for the others'; else
   NULL_TREE.  */
extern tree ompm_split_struct (tree c);
extern bool ompm_present_clause_p (tree c);
/* Set whether mapper M, whose visibility the front end decides, is
   visible where the plugin stands, and with what rank.  */
extern void ompm_set_mapper_visibility (int m, bool visible, int rank);
/* The rank of a mapper declared in a class (C++), nearer than those of
   every namespace: where one is visible it is the only one for its type
   and identifier, or ambiguous with another class's (two bases').  */
#define OMPM_CLASS_RANK 64
/* Lookups made for the clauses of mapper M, until the matching end
   (which takes what the begin returns): the mappers visible where M is
   declared, as for a variable there, rather than where the plugin
   stands.  */
extern int ompm_nested_lookup_begin (int m);
extern void ompm_nested_lookup_end (int saved);
/* Another mapper than M, which ompm_find_mapper found from HEAD, for
   its type and identifier and as near (two namespaces' mappers of one
   rank, which using-directives bring together), or OMPM_NO_MAPPER.  */
extern int ompm_ambiguous_mapper (int head, int m);
/* Whether mapper M is the implicit default mapper of a struct type
   whose members have mappers (its runtime function is made on first
   use, dynamic.cc).  */
extern bool ompm_implicit_mapper_p (int m);
/* Make FN the runtime function of implicit mapper M.  */
extern void ompm_set_runtime_mapper (int m, tree fn);
extern const ompm_mapper *ompm_mapper_at (int index);
extern tree ompm_struct_type (tree type);
extern void ompm_register_gc_roots (void);
extern void ompm_keep (tree t);

/* clauses.cc.  */

/* A map type without its modifiers.  */
enum ompm_kind
{
  OMPM_K_NONE,		/* Not a data-moving kind (a pointer kind, say).  */
  OMPM_K_ALLOC,
  OMPM_K_TO,
  OMPM_K_FROM,
  OMPM_K_TOFROM,
  OMPM_K_RELEASE,
  OMPM_K_DELETE
};

/* An array section of a type with a mapper, met in an expansion: only
   run time knows how many elements it has.  */
struct ompm_dyn
{
  tree item;		/* The section, as GCC finished it (*p, a[1]...).  */
  tree size;		/* Its size in bytes; NULL_TREE: its type's.  */
  int mapper;		/* The elements' mapper; OMPM_NO_MAPPER for a
			   motion that libgompx carries out (clauses.cc,
			   exact_motion_p).  */
  enum ompm_kind kind;	/* The map type the elements are mapped with.  */
  bool always;
  location_t loc;
  /* One object (a variable, p[0]), not an array section: mapped member
     by member if its mapper does not map it whole.  */
  bool whole;
  /* Its mapper clause had the present modifier: every entry pushed for
     the section must be present.  */
  bool present;
  /* On constructs other than target, which drop the section's clauses:
     the pointer member GCC's clause attached the section to, or
     NULL_TREE.  */
  tree attach;
  /* Not a section: the iterator clause ITER - 1 of MAPPER (ompm_mapper::
     iters) for ITEM, an object of MAPPER's type, under KIND; 0 for a
     section.  */
  unsigned iter;
};

extern bool ompm_quiet;
/* Whether a named mapper ID had errors in its declaration: a use that
   finds no mapper of that name then says nothing more.  */
extern bool ompm_failed_mapper_id_p (tree id);
/* Whether clause C came out of a mapper clause with the present
   modifier (the expansions since ompm_forget_present).  */
extern bool ompm_expanded_present_p (tree c);
extern void ompm_forget_present (void);
extern enum ompm_kind ompm_base_kind (int gomp_kind, bool *always);
extern int ompm_gomp_kind (enum ompm_kind, bool always);
extern enum ompm_kind ompm_decay (enum ompm_kind mapper,
				  enum ompm_kind invoking);
extern enum ompm_kind ompm_self_kind (int m, enum ompm_kind invoking,
				      bool *always = NULL);
extern enum ompm_kind ompm_storage_kind (int m, enum ompm_kind invoking);
extern bool ompm_self_present_p (int m);
/* Merge the clauses of OUT for the same storage into the first of them:
   one map vector must not map the same storage twice (libgomp 12 lays
   out an entry inside another new one wrong).  */
extern void ompm_merge_duplicates (vec<tree> *out);
extern bool ompm_mapper_recursive_p (int m);
extern bool ompm_member_of_p (tree expr, tree base, HOST_WIDE_INT *offset);
/* The variable EXPR is a member of, at a constant offset (clauses.cc).  */
extern tree ompm_member_variable (tree expr, HOST_WIDE_INT *offset);
/* Whether the expansion OUT attaches a pointer.  */
extern bool ompm_attaches_p (const vec<tree> &out);
/* Whether map clause C is a pointer clause GCC adds after a section's.  */
extern bool ompm_pointer_clause_p (tree c);
extern void ompm_update_parts (tree item, tree size, const vec<tree> &out,
			       vec<tree> *items, vec<tree> *sizes);
extern bool ompm_expand_item (tree clause, tree item, int m,
			      enum ompm_kind invoking, bool always,
			      bool skip_self, enum tree_code code,
			      location_t loc, vec<tree> *out,
			      vec<ompm_dyn> *dyn);
extern tree ompm_expand_clauses (tree clauses, enum tree_code code,
				 int head, bool *changed,
				 vec<ompm_dyn> *dyn);

extern int ompm_mapper_for (tree item, tree size, tree id, int head,
			    location_t loc, bool *failed, bool *section);

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
/* clauses.cc: mapper M's iterator clause K for ITEM, an object of M's
   type, in *OUT: its iterator variables new ones of function FN, its
   pieces and bounds in terms of ITEM and those (to release with
   ompm_release_iterators).  */
extern void ompm_mapper_iterator (int m, unsigned k, tree item, tree fn,
				  ompm_iter *out);
extern void ompm_release_iterators (vec<ompm_iter> *iters);

/* The code the plugin puts before a target construct, made in one
   place (lower.cc, expand_construct): the construct STMT, its CLAUSES,
   and, once some code before it asks (ompm_construct_device), its
   device and if expressions evaluated once, into temporaries that the
   construct then reads too, so that they are evaluated once in all.
   BEFORE holds the statements that go before the construct, VARS their
   temporaries.  */
struct ompm_construct
{
  tree stmt;
  tree *clauses;
  location_t loc;
  tree before;
  tree vars;
  bool evaluated;
  tree dev;			/* The device (int), -1 for the default.  */
  tree cond;			/* The if condition, or NULL_TREE.  */
};

/* Set *DEV and *COND to C's device and if condition, evaluated once (the
   first call appends the evaluation to C->BEFORE).  */
extern void ompm_construct_device (ompm_construct *c, tree *dev, tree *cond);

/* dynamic.cc.  */
extern tree ompm_lower_dynamic (ompm_construct *c, vec<ompm_dyn> *dyn,
				vec<ompm_iter> *iters);
extern tree ompm_temporary (location_t loc, tree fn, tree type, tree *vars);
extern tree ompm_evaluate_once (tree *op, tree type, tree *stmts,
				tree *vars, location_t loc);
extern void ompm_fill_runtime_mapper (int m);
extern tree ompm_runtime_decl (const char *name, tree type);
extern bool ompm_object_members (tree item, int m, enum ompm_kind inv,
				 bool always, enum tree_code code,
				 vec<tree> *out, vec<tree> *members,
				 vec<ompm_dyn> *dyn);

/* lower.cc.  */
extern void ompm_register_lowering (void);
/* bias.cc: the pass that corrects GCC 12's bias of a struct's base
   pointer in target regions.  */
extern void ompm_register_bias_pass (void);
/* Run GIMPLE pass PASS of the plugin's right before omplower, where
   target regions are still in their functions (bias.cc).  */
extern void ompm_register_pass_before_omplower (class opt_pass *pass);
extern tree *ompm_construct_clauses (tree stmt);

/* indirect.cc.  */
extern bool ompm_indirect_declare_target (cpp_reader *, const cpp_token *);
extern bool ompm_indirect_end_declare_target (cpp_reader *,
					      const cpp_token *);
extern bool ompm_indirect_begin_declare_target (cpp_reader *, location_t);

/* A declare target block (begin declare target, or GCC's block form) as
   the lexer saw it, where the parser does not stand at lex time
   (cc1plus): the front end finds the functions declared in it by their
   places, at parse time.  BEGIN and END are the places of its
   directives (not macro locations; the lexer allocates them in
   increasing order); INDIRECT whether its functions are indirect;
   DEVICE_TYPE the attribute they get, as struct block's in indirect.cc;
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
extern bool ompm_indirect_fn_p (tree fndecl);
extern void ompm_prepare_target (ompm_construct *c);
extern void ompm_register_indirect (void);

/* present.cc.  */
extern void ompm_present_strings (tree item, tree size, const char *spelled,
				  location_t loc, tree *name, tree *where);
extern void ompm_present_checks (ompm_construct *c,
				 const vec<ompm_dyn> &dyn);
extern bool ompm_data_clause_p (tree c);
/* SIZE, the size of list item ITEM of the clause at LOC, checked for
   overflow: an error if a constant overflowed, a run-time check if a
   length times an element's size.  */
extern tree ompm_checked_size (tree size, tree item, location_t loc);
/* Spell *PARM as VAR in the names of list items (NULL_TREE: stop); the
   pair that was in force before in *OLD_PARM, *OLD_VAR if not null.  */
extern void ompm_spell_element (tree parm, tree var, tree *old_parm = NULL,
				tree *old_var = NULL);
extern void ompm_check_item (tree *stmts, tree fn, tree dev, tree cond,
			     tree item, tree size, tree how, location_t loc);

/* guard.cc.  */
extern void ompm_pool_guards (ompm_construct *c, const vec<ompm_dyn> &dyn);

/* dump.cc.  */
extern void ompm_dump_construct (tree stmt, tree clauses, bool changed,
				 unsigned sections);
extern void ompm_dump_function (tree fndecl);
extern void ompm_dump_finish (void);

#endif /* OMPMAPPER_H */
