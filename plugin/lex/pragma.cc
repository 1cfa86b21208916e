/* pragma.cc -- lex-time interception of OpenMP directives GCC 12 lacks.
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

/* A plugin cannot register "#pragma omp declare" a second time, so the
   plugin works one level lower, in libcpp's line_change callback.  The C
   front end lexes lazily, so the callback sees every CPP_PRAGMA token
   before the parser dispatches on it, while the parser's scope is still
   the one the directive is in.

   declare mapper.  The whole directive is taken away from GCC and
   replaced by a function that GCC parses and type-checks for us, in
   which the mapper's variable is declared and each map clause is a
   target construct of its own, on the directive's line N, every token
   of the user's at its own column, so that GCC's diagnostics for the
   type or the clauses point at the user's code; an empty line at the
   end brings the line count back to N + 1.  The front end writes the
   function and says where it goes (ompm_fe->hand_back_mapper; fe-c.cc
   for C).  Each map clause is a construct of its own, so that the
   mapper(ID) modifiers, stripped here, can be matched to clauses again
   by position; they are kept in ompm_mapper_decls[N].  lower.cc finds
   the function later, takes its finished clauses as the mapper's
   template and empties it.

   mapper modifiers on target constructs.  In "#pragma omp target ..."
   lines the tokens of each "mapper(ID)" modifier of a map, to or from
   clause are overwritten with padding, which the C lexer skips; the other
   tokens keep their locations, so GCC's own diagnostics still point at
   the user's code.  The identifier is remembered under the location of
   the clause's opening parenthesis, which GCC gives to every clause it
   builds from it.  */

#include "base/ompmapper-gcc.h"
#include "lex/lex.h"
#include "base/frontend.h"

vec<ompm_mapper_decl> ompm_mapper_decls;

/* The mapper(ID) modifiers seen on target constructs, by the place
   (ompm_place) of the clause's opening parenthesis.  */
static hash_map<tree, tree> *clause_mappers;

/* The clauses with the present modifier, by the place of their opening
   parenthesis, and the target constructs with defaultmap(present[:
   category]), by the place of their pragma token: the categories
   (OMPM_DEFAULTMAP_*).  Places are identifiers, which live as long as
   the compilation.  */
static hash_set<tree> *present_clauses;
static hash_map<tree, int> *defaultmap_present;
/* The items with the mapper or present modifier of target constructs
   that are "this[...]" or a variable's bare name, with the place of
   their construct's pragma token and the item's name ("this"): g++ 12
   gives the clause it makes of one in a region the construct's place
   (ompm_item_location).  */
struct named_item
{
  tree construct;
  tree name;
  location_t loc;
};
/* A construct's items follow one another, from the index that
   FIRST_NAMED_ITEM has for the construct.  */
static vec<named_item> named_items;
static hash_map<tree, unsigned> *first_named_item;

static void
add_named_item (tree construct, tree name, location_t loc)
{
  if (!first_named_item)
    first_named_item = new hash_map<tree, unsigned>;
  /* A place met again (a header included twice): its newest items.  */
  if (named_items.is_empty () || named_items.last ().construct != construct)
    first_named_item->put (construct, named_items.length ());
  named_item item = { construct, name, loc };
  named_items.safe_push (item);
}

location_t
ompm_item_location (location_t construct, tree name)
{
  tree place = ompm_place (construct);
  unsigned *first = first_named_item ? first_named_item->get (place) : NULL;
  if (first)
    for (unsigned i = *first;
	 i < named_items.length () && named_items[i].construct == place; i++)
      if (named_items[i].name == name)
	return named_items[i].loc;
  return UNKNOWN_LOCATION;
}

bool
ompm_clause_present_p (location_t loc)
{
  return present_clauses && present_clauses->contains (ompm_place (loc));
}

static void
mark_present_place (tree place)
{
  if (!present_clauses)
    present_clauses = new hash_set<tree>;
  present_clauses->add (place);
}

void
ompm_mark_present (location_t loc)
{
  mark_present_place (ompm_place (loc));
}

int
ompm_defaultmap_present (location_t loc)
{
  if (!defaultmap_present)
    return 0;
  int *slot = defaultmap_present->get (ompm_place (loc));
  return slot ? *slot : 0;
}

static void (*prev_line_change) (cpp_reader *, const cpp_token *, int);
static void (*prev_def_pragma) (cpp_reader *, location_t);

/* Pragmas GCC 12 does not know at all ("begin declare target") come
   here, with their tokens still to read.  */

static void
on_def_pragma (cpp_reader *pfile, location_t loc)
{
  if (!ompm_indirect_begin_declare_target (pfile, loc) && prev_def_pragma)
    prev_def_pragma (pfile, loc);
}

tree
ompm_clause_mapper_id (location_t loc)
{
  if (!clause_mappers)
    return NULL_TREE;
  tree *slot = clause_mappers->get (ompm_place (loc));
  return slot ? *slot : NULL_TREE;
}

/* The present modifier among the modifiers of the clause whose tokens
   inside the parentheses are TOKS[START..END): pad it (with its comma,
   and the colon if nothing is left before it) and return true.  */

static bool
strip_present_modifier (const cpp_token *const *toks, int start, int end)
{
  int colon = ompm_modifier_colon (toks, start, end);
  if (colon < 0)
    return false;
  bool present = false;
  for (int k = start; k < colon; k++)
    if (ompm_name_p (toks[k], "present"))
      {
	if (present)
	  error_at (toks[k]->src_loc, "too many %<present%> modifiers");
	present = true;
	ompm_pad_token (toks[k]);
	if (k + 1 < colon && toks[k + 1]->type == CPP_COMMA)
	  ompm_pad_token (toks[k + 1]);
      }
  if (!present)
    return false;
  int last = -1;
  for (int k = start; k < colon; k++)
    if (toks[k]->type != CPP_PADDING)
      last = k;
  if (last < 0)
    ompm_pad_token (toks[colon]);
  else if (toks[last]->type == CPP_COMMA)
    ompm_pad_token (toks[last]);
  return true;
}

/* Mark in DROP the list item TOKS[A, B) of a clause whose list closes at
   TOKS[CLOSE], and a comma beside it: the one after it, else COMMA, the
   one after the last item the clause keeps before it (-1: none).  */

static void
drop_list_item (bool *drop, int a, int b, int close, int comma)
{
  for (int j = a; j < b; j++)
    drop[j] = true;
  if (b < close)
    drop[b] = true;
  else if (comma >= 0)
    drop[comma] = true;
}

/* defaultmap(present[: category]) at TOKS[I] (the clause name), its
   parentheses ending at TOKS[CLOSE]: pad the clause and return the
   categories (0 after an error), or 0 if it is another defaultmap.  */

static int
strip_defaultmap_present (const cpp_token *const *toks, int i, int close)
{
  if (close < i + 3 || !ompm_name_p (toks[i + 2], "present"))
    return 0;
  int categories = OMPM_DEFAULTMAP_ALL;
  if (close == i + 5 && toks[i + 3]->type == CPP_COLON)
    {
      if (ompm_name_p (toks[i + 4], "scalar"))
	categories = OMPM_DEFAULTMAP_SCALAR;
      else if (ompm_name_p (toks[i + 4], "aggregate"))
	categories = OMPM_DEFAULTMAP_AGGREGATE;
      else if (ompm_name_p (toks[i + 4], "pointer"))
	categories = OMPM_DEFAULTMAP_POINTER;
      else if (!ompm_name_p (toks[i + 4], "all"))
	{
	  error_at (toks[i + 4]->src_loc, "expected %<scalar%>, "
		    "%<aggregate%>, %<pointer%> or %<all%>");
	  categories = 0;
	}
    }
  else if (close != i + 3)
    {
      error_at (toks[i + 3]->src_loc, "expected %<:%> and a category or "
		"%<)%> after %<present%> in %<defaultmap%>");
      categories = 0;
    }
  for (int k = i; k <= close; k++)
    ompm_pad_token (toks[k]);
  return categories;
}

/* The category of the defaultmap clause at TOKS[I], its parentheses
   ending at TOKS[CLOSE]: "scalar", "aggregate", "pointer" or NULL when
   unspecified (or all).  */

static const char *
defaultmap_category (const cpp_token *const *toks, int i, int close)
{
  static const char *const names[] = { "scalar", "aggregate", "pointer" };
  for (int k = i + 2; k + 1 < close; k++)
    if (toks[k]->type == CPP_COLON)
      {
	for (const char *name : names)
	  if (ompm_name_p (toks[k + 1], name))
	    return name;
	break;
      }
  return NULL;
}

/* The defaultmap clauses of a target line, TOKS[0..N) after "target":
   pad and record defaultmap(present...), which GCC 12 does not know,
   and report what GCC would if it knew it: defaultmap on a construct
   that takes none, two clauses for one category.  Return the categories
   of the present ones.  */

static int
target_defaultmaps (const cpp_token *const *toks, int n)
{
  const char *where = NULL;
  if (n > 1 && ompm_name_p (toks[0], "enter"))
    where = "#pragma omp target enter data";
  else if (n > 1 && ompm_name_p (toks[0], "exit"))
    where = "#pragma omp target exit data";
  else if (n > 0 && ompm_name_p (toks[0], "data"))
    where = "#pragma omp target data";
  else if (n > 0 && ompm_name_p (toks[0], "update"))
    where = "#pragma omp target update";

  /* The clauses so far: their opening parentheses, categories and
     whether they were defaultmap(present...).  */
  struct seen { int paren; const char *category; bool present; };
  auto_vec<seen, 4> seen_clauses;
  int categories = 0, depth = 0;
  for (int i = 0; i < n; i++)
    {
      if (toks[i]->type == CPP_OPEN_PAREN)
	depth++;
      else if (toks[i]->type == CPP_CLOSE_PAREN)
	depth--;
      else if (depth == 0 && ompm_name_p (toks[i], "defaultmap") && i + 1 < n
	       && toks[i + 1]->type == CPP_OPEN_PAREN)
	{
	  int close = ompm_closing_paren (toks, i + 1, n);
	  if (close >= n)
	    break;
	  bool present = close >= i + 3 && ompm_name_p (toks[i + 2], "present");
	  const char *category = defaultmap_category (toks, i, close);
	  if (present && where)
	    {
	      /* GCC's message for any defaultmap there.  */
	      error_at (toks[i]->src_loc, "%qs is not valid for %qs",
			"defaultmap", where);
	      int first = i, last = close + 1;
	      ompm_clause_with_comma (toks, n, &first, &last);
	      for (int k = first; k < last; k++)
		ompm_pad_token (toks[k]);
	      i = last - 1;
	      continue;
	    }
	  /* GCC's check, at the earlier clause, of the pairs it does not
	     see.  */
	  for (unsigned k = seen_clauses.length (); k-- > 0;)
	    {
	      const seen &e = seen_clauses[k];
	      if (!present && !e.present)
		continue;
	      if (category && e.category && strcmp (category, e.category))
		continue;
	      const char *c = category ? category : e.category;
	      if (c)
		error_at (toks[e.paren]->src_loc, "too many %<defaultmap%> "
			  "clauses with %qs category", c);
	      else
		error_at (toks[e.paren]->src_loc, "too many %<defaultmap%> "
			  "clauses with unspecified category");
	      break;
	    }
	  seen s = { i + 1, category, present };
	  seen_clauses.safe_push (s);
	  if (present)
	    {
	      categories |= strip_defaultmap_present (toks, i, close);
	      int first = i, last = close + 1;
	      ompm_clause_with_comma (toks, n, &first, &last);
	      for (int k = first; k < last; k++)
		ompm_pad_token (toks[k]);
	      close = last - 1;
	    }
	  i = close;
	}
    }
  return categories;
}

/* List items written as dereferences.  OpenMP 5.1 lets a list item be
   an lvalue expression; GCC 12's parser takes only a variable followed
   by members and subscripts.  As in GCC trunk and clang, "*P" stands for
   the object P points to, P[0], and "(*P).m" for P->m, so they are
   rewritten to those, which GCC 12 maps right; in C++, "*this" is
   this[0], the usual way to map a member function's object.  */

/* The end of the variable, members and subscripts at TOKS[I], no later
   than END, or -1 if TOKS[I] does not start one.  */

static int
postfix_end (const cpp_token *const *toks, int i, int end)
{
  /* C++'s "this" is a keyword, and a variable here.  */
  if (i >= end || toks[i]->type != CPP_NAME
      || (ompm_keyword_p (toks[i]) && !ompm_name_p (toks[i], "this")))
    return -1;
  i++;
  while (i < end)
    {
      enum cpp_ttype t = toks[i]->type;
      if ((t == CPP_DOT || t == CPP_DEREF) && i + 1 < end
	  && toks[i + 1]->type == CPP_NAME)
	i += 2;
      else if (t == CPP_OPEN_SQUARE)
	{
	  int depth = 0, k = i;
	  for (; k < end; k++)
	    if ((depth += ompm_bracket_step (toks[k]->type)) == 0)
	      break;
	  if (k >= end)
	    return -1;
	  i = k + 1;
	}
      else
	break;
    }
  return i;
}

/* What to do to the tokens of a directive for its dereference items:
   per token, drop it, put "->" in its place (a dot), or add "[0]" after
   it.  */

struct deref_edits
{
  vec<bool> drop, arrow, index_after;
};

/* What deref_item found.  */

enum deref_kind
{
  DEREF_NONE,		/* Not a dereference.  */
  DEREF_TAKEN,		/* Rewritten (or, without edits, one).  */
  DEREF_SORRY		/* Reported as unsupported.  */
};

/* The list item TOKS[A..B) of a map, to or from clause named CLAUSE:
   whether it starts as a dereference; if EDITS, record its rewrite, or
   say why there is none.  */

static deref_kind
deref_item (const cpp_token *const *toks, int a, int b, const char *clause,
	    deref_edits *edits)
{
  if (a >= b)
    return DEREF_NONE;
  bool paren = (toks[a]->type == CPP_OPEN_PAREN && a + 1 < b
		&& toks[a + 1]->type == CPP_MULT);
  if (toks[a]->type != CPP_MULT && !paren)
    return DEREF_NONE;
  if (!edits)
    return DEREF_TAKEN;
  int star = paren ? a + 1 : a;
  int end = postfix_end (toks, star + 1, b);
  if (end > 0 && toks[end - 1]->type == CPP_CLOSE_SQUARE)
    {
      /* P[0][0] where P[i] is a pointer: GCC 12 takes the array P for
	 the pointer (target regions) or attaches nothing.  */
      sorry_at (toks[star]->src_loc, "list item in %qs clause that "
		"dereferences an array element", clause);
      return DEREF_SORRY;
    }
  if (!paren && end == b)
    {
      /* *P: P[0].  */
      edits->drop[a] = true;
      edits->index_after[b - 1] = true;
      return DEREF_TAKEN;
    }
  if (paren && end > 0 && end < b && toks[end]->type == CPP_CLOSE_PAREN)
    {
      /* (*P), (*P).m..., (*P)[i]...  */
      int rest = end + 1;
      if (rest == b || toks[rest]->type == CPP_OPEN_SQUARE)
	{
	  edits->drop[a] = edits->drop[star] = edits->drop[end] = true;
	  edits->index_after[end - 1] = true;
	  return DEREF_TAKEN;
	}
      if (toks[rest]->type == CPP_DOT)
	{
	  edits->drop[a] = edits->drop[star] = edits->drop[end] = true;
	  edits->arrow[rest] = true;
	  return DEREF_TAKEN;
	}
    }
  sorry_at (toks[star]->src_loc, "list item in %qs clause that dereferences "
	    "anything but a variable, a member or an array element", clause);
  return DEREF_SORRY;
}

/* The index of the first clause at TOKS[I] or after it (of N), at the
   top of a directive (I is), named one of NAMES (null-terminated) and
   followed by its parenthesis; N if there is none.  */

static int
next_clause (const cpp_token *const *toks, int n, int i,
	     const char *const *names)
{
  int depth = 0;
  for (; i < n; i++)
    {
      int step = ompm_bracket_step (toks[i]->type);
      if (step)
	{
	  depth += step;
	  continue;
	}
      if (depth != 0 || i + 1 >= n || toks[i + 1]->type != CPP_OPEN_PAREN)
	continue;
      for (const char *const *name = names; *name; name++)
	if (ompm_name_p (toks[i], *name))
	  return i;
    }
  return n;
}

/* The names of the clauses that map or move data.  */
static const char *const data_clause_names[] = { "map", "to", "from", NULL };
static const char *const map_clause_names[] = { "map", NULL };

/* The dereference items of the map, to and from clauses among TOKS[0..N)
   (a target line's, or a declare mapper's): whether there are any; with
   EDITS, record their rewrites.  An item reported as unsupported goes,
   with a comma beside it, and a clause left without items goes whole,
   so that GCC does not report it again.  */

static bool
deref_items (const cpp_token *const *toks, int n, deref_edits *edits)
{
  bool any = false;
  for (int i = next_clause (toks, n, 0, data_clause_names); i < n;
       i = next_clause (toks, n, i + 1, data_clause_names))
    {
      const char *clause = (const char *) NODE_NAME (toks[i]->val.node.node);
      int close = ompm_closing_paren (toks, i + 1, n);
      int colon = ompm_modifier_colon (toks, i + 2, close);
      /* How many items the clause keeps; the comma after the last of
	 them, or -1.  */
      int kept = 0, comma = -1;
      for (int a = colon < 0 ? i + 2 : colon + 1, b; a <= close; a = b + 1)
	{
	  b = ompm_list_item_end (toks, a, close);
	  deref_kind kind = deref_item (toks, a, b, clause, edits);
	  any |= kind != DEREF_NONE;
	  if (kind == DEREF_SORRY)
	    drop_list_item (edits->drop.address (), a, b, close, comma);
	  else
	    {
	      kept++;
	      comma = b < close ? b : -1;
	    }
	}
      if (edits && !kept)
	for (int j = i; j <= close && j < n; j++)
	  edits->drop[j] = true;
      i = close;
    }
  return any;
}

/* Rewrite the dereference items of directive D, taking it if it has
   any.  */

static void
rewrite_deref_items (ompm_directive *d)
{
  if (!deref_items (d->toks.address (), d->toks.length (), NULL))
    return;
  ompm_take_directive (d);
  unsigned n = d->toks.length ();
  deref_edits e;
  e.drop = vNULL;
  e.arrow = vNULL;
  e.index_after = vNULL;
  e.drop.safe_grow_cleared (n);
  e.arrow.safe_grow_cleared (n);
  e.index_after.safe_grow_cleared (n);
  deref_items (d->toks.address (), n, &e);
  vec<const cpp_token *> out = vNULL;
  for (unsigned k = 0; k < n; k++)
    {
      const cpp_token *t = d->toks[k];
      if (e.arrow[k])
	out.safe_push (ompm_made_token (d, CPP_DEREF, t->src_loc, NULL));
      else if (!e.drop[k])
	out.safe_push (t);
      if (e.index_after[k])
	{
	  out.safe_push (ompm_made_token (d, CPP_OPEN_SQUARE, t->src_loc,
					  NULL));
	  out.safe_push (ompm_made_token (d, CPP_NUMBER, t->src_loc, "0"));
	  out.safe_push (ompm_made_token (d, CPP_CLOSE_SQUARE, t->src_loc,
					  NULL));
	}
    }
  d->toks.release ();
  d->toks = out;
  e.drop.release ();
  e.arrow.release ();
  e.index_after.release ();
}

/* What a target line records of one clause: the index of its opening
   parenthesis among the directive's tokens, its mapper(ID) modifier
   (NULL_TREE: none) and whether it had the present modifier.  */

struct clause_mark
{
  int paren;
  tree mapper;
  bool present;
};

/* Push to KEYS the index of each token among TOKS whose place keys what
   a target line records of the clause whose parentheses are TOKS[OPEN]
   and TOKS[CLOSE], its modifiers ending at TOKS[COLON] (-1: none), of
   the directive at DIRECTIVE_LOC, and MARK to MARKS for each: the
   opening parenthesis, whose location cc1 gives every clause it builds
   from the list; or, where the front end
   gives each clause the location of its list item's first token
   (cc1plus), those first tokens (items as ompm_list_item_end splits
   them).  */

static void
clause_keys (const cpp_token *const *toks, int open, int close, int colon,
	     location_t directive_loc, unsigned mark, vec<int> *keys,
	     vec<unsigned> *marks)
{
  if (!ompm_fe->places_per_item)
    {
      keys->safe_push (open);
      marks->safe_push (mark);
      return;
    }
  for (int a = (colon >= 0 ? colon : open) + 1, b; a < close; a = b + 1)
    {
      b = ompm_list_item_end (toks, a, close);
      int k = a;
      while (k < b && toks[k]->type == CPP_PADDING)
	k++;
      if (k >= close)
	break;
      /* Without -ftrack-macro-expansion, the lexer sees an item that a
	 macro spells at the place of the macro's body (before the
	 directive), where g++ gives its clause the macro's use.  */
      if (!cpp_get_options (parse_in)->track_macro_expansion
	  && linemap_location_before_p (line_table, toks[k]->src_loc,
					directive_loc))
	sorry_at (directive_loc, "a list item that a macro spells, with "
		  "the %<mapper%> or %<present%> modifier, in %s with "
		  "%<-ftrack-macro-expansion=0%>", ompm_fe->name);
      keys->safe_push (k);
      marks->safe_push (mark);
    }
}

/* The identifiers a macro on a target line may expand to that the plugin
   must see: such a line is taken, macro-expanded.  */
static const char *const target_interest[]
  = { "mapper", "present", "iterator", "defaultmap", NULL };

/* Whether a mapper(ID) modifier in D names a macro: then the directive is
   taken, so that the identifier is the macro's expansion, as GCC would
   see it.  */

static bool
mapper_id_macro_p (const ompm_directive *d)
{
  for (unsigned i = 0; i + 3 < d->toks.length (); i++)
    if (ompm_name_p (d->toks[i], "mapper")
	&& d->toks[i + 1]->type == CPP_OPEN_PAREN
	&& d->toks[i + 2]->type == CPP_NAME
	&& cpp_user_macro_p (d->toks[i + 2]->val.node.node))
      return true;
  return false;
}

/* A list item in several map clauses of one construct.  OpenMP 5.0 and
   later allow it ("map(present, to: x) map(from: x)": check that x is
   present, copy it back at the end); GCC 12 rejects it ("'x' appears
   more than once in map clauses").  Such items, spelled alike, become
   one clause of what they mean together, at the end of the directive:
   the map types' directions joined (to and from: tofrom; alloc with
   anything: that; on exit data, release with from: from, with delete:
   delete), present and close if any clause has them.  Where they cannot
   be one clause -- different always or mapper modifiers, from with
   delete, an iterator modifier -- they stay, and GCC says what it says.

     map(present, to: x, y) map(from: x)  ->  map(present, to: y)
					       map(present, tofrom: x)  */

/* One list item of a map clause of TOKS: its tokens [A, B), and the
   clause's.  */

struct map_item
{
  int clause;		/* Index in the clause table.  */
  int a, b;
  char *key;		/* Its tokens' spellings.  */
};

/* One map clause: its name token, parentheses, and what its modifiers
   and map type say.  */

struct map_clause
{
  int name, open, close;
  int type;		/* Index of the map type token, or -1.  */
  bool present, always, close_mod, iterator;
  tree mapper;
  int items;		/* How many of its items stay.  */
};

/* The spellings of TOKS[A, B), for comparing list items.  */

static char *
token_key (cpp_reader *pfile, const cpp_token *const *toks, int a, int b)
{
  ompm_text t;
  memset (&t, 0, sizeof t);
  for (int k = a; k < b; k++)
    if (toks[k]->type != CPP_PADDING)
      {
	unsigned char *buf = XNEWVEC (unsigned char,
				      cpp_token_len (toks[k]) + 2);
	unsigned char *end = cpp_spell_token (pfile, toks[k], buf, false);
	*end++ = ' ';
	ompm_text_add (&t, (const char *) buf, end - buf);
	XDELETEVEC (buf);
      }
  ompm_text_add (&t, "", 1);
  return t.s;
}

/* The direction bits of map type token TOK (1: to, 2: from), 0 for
   alloc and release, -1 for delete; 3 without a map type.  */

static int
direction_bits (const cpp_token *tok)
{
  if (!tok)
    return 3;
  if (ompm_name_p (tok, "to"))
    return 1;
  if (ompm_name_p (tok, "from"))
    return 2;
  if (ompm_name_p (tok, "tofrom"))
    return 3;
  if (ompm_name_p (tok, "delete"))
    return -1;
  return 0;
}

/* What the clause a merged item becomes says: the item (its first
   occurrence), its map type, and its modifiers beside those of that
   occurrence's clause.  */

struct merged_map
{
  int item;
  const char *type;
  bool present, close_mod;
};

/* Push the map clauses among D's tokens to CLAUSES, and their list items,
   in order, to ITEMS: false if one is not closed.  */

static bool
map_clauses (ompm_directive *d, vec<map_clause> *clauses,
	     vec<map_item> *items)
{
  const cpp_token *const *toks = d->toks.address ();
  int n = d->toks.length ();
  for (int i = next_clause (toks, n, 0, map_clause_names); i < n;
       i = next_clause (toks, n, i + 1, map_clause_names))
    {
      map_clause c;
      memset (&c, 0, sizeof c);
      c.name = i;
      c.open = i + 1;
      c.close = ompm_closing_paren (toks, i + 1, n);
      c.type = -1;
      if (c.close >= n)
	return false;
      int colon = ompm_modifier_colon (toks, i + 2, c.close);
      for (int k = i + 2; colon >= 0 && k < colon; k++)
	if (ompm_name_p (toks[k], "present"))
	  c.present = true;
	else if (ompm_name_p (toks[k], "always"))
	  c.always = true;
	else if (ompm_name_p (toks[k], "close"))
	  c.close_mod = true;
	else if (ompm_name_p (toks[k], "iterator"))
	  c.iterator = true;
	else if (ompm_name_p (toks[k], "mapper") && k + 2 < colon)
	  c.mapper = ompm_token_identifier (toks[k + 2]);
	else if (toks[k]->type == CPP_NAME && k + 1 == colon)
	  c.type = k;
      for (int a = colon >= 0 ? colon + 1 : i + 2, b; a <= c.close;
	   a = b + 1)
	{
	  b = ompm_list_item_end (toks, a, c.close);
	  if (a < b)
	    {
	      map_item it = { (int) clauses->length (), a, b,
			      token_key (d->pfile, toks, a, b) };
	      items->safe_push (it);
	      c.items++;
	    }
	}
      clauses->safe_push (c);
      i = c.close;
    }
  return true;
}

/* Which of ITEMS, of CLAUSES among D's tokens, merge: mark them in
   MERGED, and push to OUT what the clause of each first occurrence is
   to say.  */

static void
plan_merges (ompm_directive *d, const vec<map_clause> &clauses,
	     const vec<map_item> &items, vec<bool> *merged,
	     vec<merged_map> *out)
{
  const cpp_token *const *toks = d->toks.address ();
  int n = d->toks.length ();
  bool exit_data = n > 0 && ompm_name_p (toks[0], "exit");
  bool enter_data = n > 0 && ompm_name_p (toks[0], "enter");
  merged->safe_grow_cleared (items.length ());

  /* The items to merge: each first occurrence's index, the others'
     marked by MERGED.  */
  auto_vec<int, 4> firsts;
  for (unsigned i = 0; i < items.length (); i++)
    {
      if ((*merged)[i] || clauses[items[i].clause].iterator)
	continue;
      const map_clause &ci = clauses[items[i].clause];
      bool any = false, ok = true;
      for (unsigned j = i + 1; j < items.length (); j++)
	if (!(*merged)[j] && strcmp (items[i].key, items[j].key) == 0)
	  {
	    const map_clause &cj = clauses[items[j].clause];
	    if (cj.iterator || cj.always != ci.always || cj.mapper != ci.mapper
		|| items[j].clause == items[i].clause)
	      ok = false;
	    any = true;
	  }
      if (!any || !ok)
	continue;
      firsts.safe_push (i);
      (*merged)[i] = true;
      for (unsigned j = i + 1; j < items.length (); j++)
	if (strcmp (items[i].key, items[j].key) == 0)
	  (*merged)[j] = true;
    }

  for (unsigned f = 0; f < firsts.length (); f++)
    {
      int i = firsts[f];
      int bits = 0;
      bool del = false, present = false, close_mod = false;
      for (unsigned j = i; j < items.length (); j++)
	if (strcmp (items[i].key, items[j].key) == 0)
	  {
	    const map_clause &c = clauses[items[j].clause];
	    int b = direction_bits (c.type >= 0 ? toks[c.type] : NULL);
	    if (b < 0)
	      del = true;
	    else
	      bits |= b;
	    present |= c.present;
	    close_mod |= c.close_mod;
	  }
      const char *type;
      if (exit_data)
	{
	  if (del && (bits & 2))
	    {
	      /* Copy back, then delete: no one map type says it.  */
	      for (unsigned j = i; j < items.length (); j++)
		if (strcmp (items[i].key, items[j].key) == 0)
		  (*merged)[j] = false;
	      continue;
	    }
	  type = del ? "delete" : (bits & 2) ? "from" : "release";
	}
      else if (enter_data)
	type = (bits & 1) ? "to" : "alloc";
      else
	type = (bits == 3 ? "tofrom" : bits == 1 ? "to" : bits == 2 ? "from"
		: "alloc");
      merged_map m = { i, type, present, close_mod };
      out->safe_push (m);
    }
}

/* Rewrite D's tokens: drop the MERGED of ITEMS from their CLAUSES (with
   a comma beside each), and clauses left without items; add the clauses
   of OUT at the end.  */

static void
rewrite_merged (ompm_directive *d, vec<map_clause> &clauses,
		const vec<map_item> &items, const vec<bool> &merged,
		const vec<merged_map> &out_maps)
{
  const cpp_token *const *toks = d->toks.address ();
  int n = d->toks.length ();
  auto_vec<bool, 64> drop;
  drop.safe_grow_cleared (n);
  /* The comma after the last item its clause keeps, or -1.  */
  int comma = -1;
  for (unsigned i = 0; i < items.length (); i++)
    {
      map_clause &c = clauses[items[i].clause];
      if (i == 0 || items[i].clause != items[i - 1].clause)
	comma = -1;
      if (merged[i])
	{
	  c.items--;
	  drop_list_item (drop.address (), items[i].a, items[i].b, c.close,
			  comma);
	}
      else
	comma = items[i].b < c.close ? items[i].b : -1;
    }
  for (unsigned i = 0; i < clauses.length (); i++)
    if (clauses[i].items <= 0)
      for (int k = clauses[i].name; k <= clauses[i].close; k++)
	drop[k] = true;
  vec<const cpp_token *> out = vNULL;
  for (int k = 0; k < n; k++)
    if (!drop[k])
      out.safe_push (toks[k]);
  for (unsigned f = 0; f < out_maps.length (); f++)
    {
      const map_item &it = items[out_maps[f].item];
      const map_clause &c = clauses[it.clause];
      location_t loc = toks[c.name]->src_loc;
      out.safe_push (ompm_made_token (d, CPP_NAME, loc, "map"));
      out.safe_push (ompm_made_token (d, CPP_OPEN_PAREN, toks[c.open]->src_loc,
				      NULL));
      const char *mods[3];
      int nmods = 0;
      if (out_maps[f].present)
	mods[nmods++] = "present";
      if (c.always)
	mods[nmods++] = "always";
      if (out_maps[f].close_mod)
	mods[nmods++] = "close";
      for (int k = 0; k < nmods; k++)
	{
	  out.safe_push (ompm_made_token (d, CPP_NAME, loc, mods[k]));
	  out.safe_push (ompm_made_token (d, CPP_COMMA, loc, NULL));
	}
      if (c.mapper)
	{
	  out.safe_push (ompm_made_token (d, CPP_NAME, loc, "mapper"));
	  out.safe_push (ompm_made_token (d, CPP_OPEN_PAREN, loc, NULL));
	  out.safe_push (ompm_made_token (d, CPP_NAME, loc,
					  IDENTIFIER_POINTER (c.mapper)));
	  out.safe_push (ompm_made_token (d, CPP_CLOSE_PAREN, loc, NULL));
	  out.safe_push (ompm_made_token (d, CPP_COMMA, loc, NULL));
	}
      out.safe_push (ompm_made_token (d, CPP_NAME, loc, out_maps[f].type));
      out.safe_push (ompm_made_token (d, CPP_COLON, loc, NULL));
      for (int k = it.a; k < it.b; k++)
	out.safe_push (toks[k]);
      out.safe_push (ompm_made_token (d, CPP_CLOSE_PAREN,
				      toks[c.close]->src_loc, NULL));
    }
  d->toks.release ();
  d->toks = out;
}

/* Whether D's map clauses have list items to merge; if REWRITE, merge
   them.  */

static bool
merge_items (ompm_directive *d, bool rewrite)
{
  auto_vec<map_clause, 8> clauses;
  auto_vec<map_item, 16> items;
  auto_vec<bool, 16> merged;
  auto_vec<merged_map, 4> out_maps;
  if (map_clauses (d, &clauses, &items))
    plan_merges (d, clauses, items, &merged, &out_maps);
  if (rewrite && !out_maps.is_empty ())
    rewrite_merged (d, clauses, items, merged, out_maps);
  for (unsigned i = 0; i < items.length (); i++)
    free (items[i].key);
  return !out_maps.is_empty ();
}

/* Merge the repeated list items of D's map clauses, taking D if it has
   any (which changes the tokens' indices).  */

static void
merge_repeated_items (ompm_directive *d)
{
  if (d->toks.length () > 0 && ompm_name_p (d->toks[0], "update"))
    return;
  if (!d->taken)
    {
      if (!merge_items (d, false))
	return;
      ompm_take_directive (d);
    }
  merge_items (d, true);
}

/* Whether the list item whose first token is TOKS[I] (of N) is C++'s
   "this" and subscripts, the object: "this[0]", "this[0:1]".  */

static bool
this_object_item_p (const cpp_token *const *toks, int i, int n)
{
  if (!ompm_name_p (toks[i], "this") || i + 1 >= n
      || toks[i + 1]->type != CPP_OPEN_SQUARE)
    return false;
  int depth = 0, k = i + 1;
  for (; k < n; k++)
    if ((depth += ompm_bracket_step (toks[k]->type)) == 0)
      break;
  return (k + 1 < n && (toks[k + 1]->type == CPP_COMMA
			|| toks[k + 1]->type == CPP_CLOSE_PAREN));
}

/* Whether TOKS[I] (of N) is a list item that is a bare name.  */

static bool
bare_name_item_p (const cpp_token *const *toks, int i, int n)
{
  return (toks[i]->type == CPP_NAME && i + 1 < n
	  && (toks[i + 1]->type == CPP_COMMA
	      || toks[i + 1]->type == CPP_CLOSE_PAREN));
}

/* Push to ITEMS the list items that are a bare name among the tokens of
   a clause between its parentheses TOKS[OPEN] and TOKS[CLOSE] (of N:
   CLOSE is N where the line ends first), its modifiers ending at
   TOKS[COLON] (-1: none).  */

static void
bare_name_items (const cpp_token *const *toks, int n, int open, int close,
		 int colon, vec<int> *items)
{
  int depth = 0;
  for (int k = (colon >= 0 ? colon : open) + 1; k < close; k++)
    {
      depth += ompm_bracket_step (toks[k]->type);
      if (depth == 0
	  && (toks[k - 1]->type == CPP_COMMA
	      || k - 1 == (colon >= 0 ? colon : open))
	  && bare_name_item_p (toks, k, n))
	items->safe_push (k);
    }
}

/* A "#pragma omp target ..." line, PRAGMA its pragma token: strip the
   mapper(ID) and present modifiers of its map, to and from clauses and
   defaultmap(present), and record them by the places of the clauses'
   parentheses and of the pragma (which GCC gives the clauses and the
   construct it builds); hand a line with iterator modifiers to
   iterator.cc.  A line that was taken rather than peeked (lex.cc) is
   handed back as text, without what was stripped, and its records are
   by the places the text puts the tokens at.  */

static void
target_line (cpp_reader *pfile, const cpp_token *pragma)
{
  ompm_directive d;
  ompm_read_directive (pfile, pragma, &d, target_interest);
  if (!d.taken && mapper_id_macro_p (&d))
    ompm_take_directive (&d);
  rewrite_deref_items (&d);
  merge_repeated_items (&d);
  /* iterator.cc rewrites a line with iterator modifiers, from the taken
     tokens this function has stripped the others' modifiers of.  */
  bool iterators = ompm_iterator_line_p (&d);
  if (iterators)
    ompm_take_directive (&d);
  const cpp_token *const *toks = d.toks.address ();
  int n = d.toks.length ();

  auto_vec<clause_mark, 8> marks;
  /* The tokens whose places key the marks (clause_keys), in increasing
     order, and the index in MARKS of the mark of each.  */
  auto_vec<int, 8> keys;
  auto_vec<unsigned, 8> key_marks;
  /* The map clauses' items that are a bare name.  */
  auto_vec<int, 8> bare_items;
  int depth = 0;
  for (int i = 0; i < n; i++)
    {
      enum cpp_ttype t = toks[i]->type;
      if (t == CPP_OPEN_PAREN)
	{
	  depth++;
	  continue;
	}
      if (t == CPP_CLOSE_PAREN)
	{
	  depth--;
	  continue;
	}
      /* g++ maps the items of these clauses of a combined target
	 construct too.  */
      if (depth == 0 && i + 1 < n && toks[i + 1]->type == CPP_OPEN_PAREN
	  && (ompm_name_p (toks[i], "reduction")
	      || ompm_name_p (toks[i], "in_reduction")
	      || ompm_name_p (toks[i], "lastprivate")))
	{
	  int close = ompm_closing_paren (toks, i + 1, n);
	  bare_name_items (toks, n, i + 1, close,
			   ompm_modifier_colon (toks, i + 2, close),
			   &bare_items);
	  i = close;
	  continue;
	}
      if (depth != 0
	  || i + 1 >= n
	  || toks[i + 1]->type != CPP_OPEN_PAREN
	  || !(ompm_name_p (toks[i], "map") || ompm_name_p (toks[i], "to")
	       || ompm_name_p (toks[i], "from")))
	continue;

      /* The clause's parentheses: TOKS[I + 1] to TOKS[CLOSE].  */
      int close = ompm_closing_paren (toks, i + 1, n);
      if (iterators && ompm_has_iterator_p (toks, i, close))
	{
	  i = close;
	  continue;
	}
      clause_mark m = { i + 1, NULL_TREE, false };
      int colon = ompm_modifier_colon (toks, i + 2, close);
      if (ompm_name_p (toks[i], "map"))
	bare_name_items (toks, n, i + 1, close, colon, &bare_items);
      tree id;
      int first, last;
      if (ompm_find_mapper_modifier (toks, i + 2, close, &id, &first, &last)
	  && id)
	{
	  for (int k = first; k < last; k++)
	    ompm_pad_token (toks[k]);
	  m.mapper = id;
	}
      m.present = strip_present_modifier (toks, i + 2, close);
      if (m.mapper || m.present)
	{
	  clause_keys (toks, i + 1, close, colon, pragma->src_loc,
		       marks.length (), &keys, &key_marks);
	  marks.safe_push (m);
	}
      i = close;
    }

  int categories = target_defaultmaps (toks, n);
  /* The places of the marked clauses' keys (KEYS, increasing) and of the
     construct.  */
  auto_vec<tree, 8> places;
  tree construct;
  if (iterators)
    ompm_iterator_rewrite (&d, keys, &places, &construct);
  else if (d.taken)
    {
      ompm_text text;
      ompm_text_begin (&text, &d);
      ompm_text_str (&text, "#pragma ");
      construct = ompm_text_place (&text, text.col + 1);
      ompm_text_str (&text, "omp target");
      unsigned next = 0;
      for (int k = 0; k < n; k++)
	if (toks[k]->type != CPP_PADDING)
	  {
	    int col = ompm_text_token (&text, pfile, toks[k]);
	    if (next < keys.length () && keys[next] == k)
	      {
		places.safe_push (ompm_text_place (&text, col));
		next++;
	      }
	  }
      ompm_text_str (&text, "\n");
      ompm_push_text (&d, &text);
    }
  else
    {
      construct = ompm_place (pragma->src_loc);
      for (unsigned k = 0; k < keys.length (); k++)
	places.safe_push (ompm_place (toks[keys[k]]->src_loc));
    }

  for (unsigned k = 0; k < keys.length (); k++)
    {
      const clause_mark &m = marks[key_marks[k]];
      /* C++'s object, "this[...]" ("*this" rewritten): g++ 12
	 replaces the clause of a target region whose body uses "this"
	 by one of its own, at the construct's place
	 (finish_omp_target_clauses), which the front end gives the
	 item's place back (ompm_item_location).  */
      if (this_object_item_p (toks, keys[k], n))
	add_named_item (construct, ompm_token_identifier (toks[keys[k]]),
			toks[keys[k]]->src_loc);
      if (m.mapper)
	{
	  if (!clause_mappers)
	    clause_mappers = new hash_map<tree, tree>;
	  clause_mappers->put (places[k], m.mapper);
	}
      if (m.present)
	mark_present_place (places[k]);
    }
  /* The same for a C++ lambda's capture by reference, whether a clause
     names it (fe-cxx.cc, unreference_captures).  */
  if (ompm_fe->captures_by_reference)
    for (int k : bare_items)
      add_named_item (construct, ompm_token_identifier (toks[k]),
		      toks[k]->src_loc);
  if (categories)
    {
      if (!defaultmap_present)
	defaultmap_present = new hash_map<tree, int>;
      int *slot = defaultmap_present->get (construct);
      defaultmap_present->put (construct, categories | (slot ? *slot : 0));
    }
  ompm_release_directive (&d);
}

/* Whether TOK is one of NAMES.  */

template <size_t N>
static bool
name_among (const cpp_token *tok, const char *const (&names)[N])
{
  for (const char *name : names)
    if (ompm_name_p (tok, name))
      return true;
  return false;
}

/* Whether TOK names a clause of OpenMP 5.2 (a known clause in the wrong
   place is an error; anything else after a directive's clauses, a
   warning, as clang has it).  */

static bool
openmp_clause_name_p (const cpp_token *tok)
{
  static const char *const names[] = {
    "acq_rel", "acquire", "affinity", "aligned", "allocate", "allocator",
    "at", "atomic_default_mem_order", "bind", "capture", "collapse",
    "compare", "copyin", "copyprivate", "default", "defaultmap", "depend",
    "destroy", "detach", "device", "device_type", "dist_schedule",
    "doacross", "dynamic_allocators", "enter", "exclusive", "fail",
    "filter", "final", "firstprivate", "from", "full", "grainsize",
    "has_device_addr", "hint", "if", "in_reduction", "inbranch",
    "inclusive", "indirect", "init", "is_device_ptr", "lastprivate",
    "linear", "link", "map", "match", "mergeable", "message", "nocontext",
    "nogroup", "nontemporal", "notinbranch", "novariants", "nowait",
    "num_tasks", "num_teams", "num_threads", "order", "ordered",
    "partial", "priority", "private", "proc_bind", "read", "reduction",
    "relaxed", "release", "reverse_offload", "safelen", "schedule",
    "seq_cst", "severity", "shared", "simd", "simdlen", "sizes",
    "task_reduction", "thread_limit", "threads", "to", "unified_address",
    "unified_shared_memory", "uniform", "untied", "update", "use",
    "use_device_addr", "use_device_ptr", "uses_allocators", "weak",
    "write"
  };
  return name_among (tok, names);
}

/* Check the modifiers and map type of one map clause of a declare
   mapper, TOKS[START..END) inside its parentheses, with the mapper(ID)
   modifier (TOKS[MFIRST..MLAST)) already found.  Return false after an
   error.  */

static bool
check_mapper_map_modifiers (const cpp_token *const *toks, int start, int end,
			    int mfirst, int mlast)
{
  int colon = ompm_modifier_colon (toks, start, end);
  for (int i = start; i < colon; i++)
    {
      if (i >= mfirst && i < mlast)
	continue;
      const cpp_token *tok = toks[i];
      if (tok->type == CPP_COMMA)
	continue;
      if (tok->type != CPP_NAME)
	{
	  error_at (tok->src_loc, "expected a map type or map-type modifier "
		    "in %<#pragma omp declare mapper%>");
	  return false;
	}
      if (ompm_name_p (tok, "iterator") && i + 1 < colon
	  && toks[i + 1]->type == CPP_OPEN_PAREN)
	{
	  /* Its specification is checked where the clause is written
	     (iterator.cc).  */
	  i = ompm_closing_paren (toks, i + 1, colon);
	  continue;
	}
      if (ompm_name_p (tok, "always") || ompm_name_p (tok, "close")
	  || ompm_name_p (tok, "present") || ompm_name_p (tok, "alloc")
	  || ompm_name_p (tok, "to") || ompm_name_p (tok, "from")
	  || ompm_name_p (tok, "tofrom"))
	continue;
      if (ompm_name_p (tok, "release") || ompm_name_p (tok, "delete"))
	error_at (tok->src_loc, "map type %qs is not allowed in "
		  "%<#pragma omp declare mapper%>",
		  (const char *) NODE_NAME (tok->val.node.node));
      else
	error_at (tok->src_loc, "unknown map type or map-type modifier %qs "
		  "in %<#pragma omp declare mapper%>",
		  (const char *) NODE_NAME (tok->val.node.node));
      return false;
    }
  return true;
}

/* The first token of a declare mapper's header TOKS[FIRST, LAST), its
   type and variable, that neither belongs to the type nor is the
   variable: a name after the type's name and the variable's, or a
   parenthesis or bracket that only a declarator could open (struct S
   x() v); -1 if none.  The header is handed to GCC as a declaration,
   and GCC's errors about such tokens would run on into the hidden
   text around it (issue 34).  */

static int
mapper_header_stray (const cpp_token *const *toks, int first, int last)
{
  /* Keywords after which parentheses belong to the type.  */
  static const char *const paren_keywords[] = {
    "typeof", "__typeof__", "__typeof", "typeof_unqual",
    "__typeof_unqual__", "decltype", "__decltype", "__underlying_type",
    "_Atomic", "__attribute__", "__attribute", "alignas", "_Alignas"
  };
  /* Keywords that neither name a type nor start one's name.  */
  static const char *const qualifiers[] = {
    "const", "volatile", "restrict", "__restrict", "__restrict__",
    "__const", "__volatile", "__volatile__", "_Atomic", "__extension__"
  };
  /* Keywords after which names continue a type's name.  */
  static const char *const tag_keywords[] = {
    "struct", "union", "class", "enum", "typename", "template"
  };
  bool named = false;		/* A type's name has been read.  */
  bool naming = false;		/* The next name continues one.  */
  for (int i = first; i < last; i++)
    {
      const cpp_token *tok = toks[i];
      enum cpp_ttype t = tok->type;
      if (t == CPP_LESS)
	{
	  /* Template arguments.  */
	  int depth = 0, angles = 0;
	  for (; i < last; i++)
	    {
	      depth += ompm_bracket_step (toks[i]->type);
	      if (depth == 0)
		ompm_angle_step (toks[i]->type, &angles);
	      if (depth == 0 && angles == 0)
		break;
	    }
	  continue;
	}
      if (t == CPP_OPEN_PAREN || t == CPP_OPEN_SQUARE)
	{
	  bool keyword = ((i > first && toks[i - 1]->type == CPP_NAME
			   && name_among (toks[i - 1], paren_keywords))
			  /* [[attribute]].  */
			  || (t == CPP_OPEN_SQUARE && i + 1 < last
			      && toks[i + 1]->type == CPP_OPEN_SQUARE));
	  if (!keyword)
	    return i;
	  for (int depth = 0; i < last; i++)
	    if ((depth += ompm_bracket_step (toks[i]->type)) == 0)
	      break;
	  continue;
	}
      if (t == CPP_SCOPE)
	{
	  naming = true;
	  continue;
	}
      if (t == CPP_MULT || t == CPP_AND || t == CPP_AND_AND)
	{
	  naming = false;
	  continue;
	}
      if (t != CPP_NAME)
	continue;
      if (ompm_keyword_p (tok))
	{
	  if (name_among (tok, tag_keywords))
	    naming = true;
	  else
	    named |= !(name_among (tok, qualifiers)
		       || name_among (tok, paren_keywords));
	  continue;
	}
      if (naming || !named)
	{
	  named = true;
	  naming = false;
	  continue;
	}
      /* A name after a type's: the variable, which ends the header.  */
      return i + 1 < last ? i + 1 : -1;
    }
  return -1;
}

/* Parse "mapper ( [id :] type var ) map-clause..." in the tokens of the
   taken directive D (after "declare", macro-expanded) and hand the
   hidden function to the lexer in its place.  Adds the declaration to
   ompm_mapper_decls.  Return false after an error.  */

static bool
parse_declare_mapper (ompm_directive *d)
{
  const cpp_token *const *toks = d->toks.address ();
  int n = d->toks.length ();
  location_t pragma_loc = d->loc;
  location_t end_loc = n ? toks[n - 1]->src_loc : pragma_loc;

  if (n < 2 || toks[1]->type != CPP_OPEN_PAREN)
    {
      error_at (n >= 2 ? toks[1]->src_loc : toks[0]->src_loc,
		"expected %<(%> after %<declare mapper%>");
      return false;
    }
  int close = ompm_closing_paren (toks, 1, n) + 1;
  if (close > n)
    {
      error_at (end_loc, "expected %<)%> in %<#pragma omp declare mapper%>");
      return false;
    }

  /* [id :] type var  */
  int first = 2, last = close - 1;
  tree id = NULL_TREE;
  if (last - first >= 2 && toks[first + 1]->type == CPP_COLON)
    {
      const cpp_token *t = toks[first];
      if (t->type != CPP_NAME
	  || (ompm_keyword_p (t) && !ompm_name_p (t, "default")))
	{
	  if (t->type == CPP_NAME)
	    error_at (t->src_loc, "expected identifier or %<default%> "
		      "before %qs", (const char *) NODE_NAME (t->val.node.node));
	  else
	    error_at (t->src_loc, "expected a mapper identifier or "
		      "%<default%> in %<#pragma omp declare mapper%>");
	  return false;
	}
      if (!ompm_name_p (t, "default"))
	id = ompm_token_identifier (t);
      first += 2;
    }
  if (last - first < 2
      || toks[last - 1]->type != CPP_NAME
      || ompm_keyword_p (toks[last - 1]))
    {
      error_at (last - 1 >= first ? toks[last - 1]->src_loc
		: toks[close - 1]->src_loc, "expected a type and a variable "
		"name in %<#pragma omp declare mapper%>");
      return false;
    }
  /* Commas may separate C++ template arguments (W<int, 2>), whose
     parenthesized expressions may compare (W<(1 > 0), int>).  */
  int angles = 0, depth = 0;
  for (int i = first; i < last - 1; i++)
    {
      enum cpp_ttype t = toks[i]->type;
      depth += ompm_bracket_step (t);
      if (depth > 0)
	continue;
      ompm_angle_step (t, &angles);
      if (t == CPP_COLON || (t == CPP_COMMA && angles == 0)
	  || t == CPP_SEMICOLON || t == CPP_OPEN_BRACE
	  || t == CPP_CLOSE_BRACE)
	{
	  error_at (toks[i]->src_loc, "expected a type and a variable name "
		    "in %<#pragma omp declare mapper%>");
	  return false;
	}
    }
  int stray = mapper_header_stray (toks, first, last);
  if (stray >= 0)
    {
      const cpp_token *s = toks[stray];
      if (s->type == CPP_NAME)
	error_at (s->src_loc, "expected %<)%> before %qE",
		  ompm_token_identifier (s));
      else
	error_at (s->src_loc, "expected %<)%> before %qs token",
		  (const char *) cpp_token_as_text (d->pfile, s));
      return false;
    }
  /* "struct S" with no variable.  */
  if (ompm_name_p (toks[last - 2], "struct")
      || ompm_name_p (toks[last - 2], "union")
      || ompm_name_p (toks[last - 2], "enum"))
    {
      error_at (toks[last - 1]->src_loc, "expected a variable name after the "
		"type in %<#pragma omp declare mapper%>");
      return false;
    }

  ompm_mapper_decl decl;
  decl.loc = pragma_loc;
  decl.id = id;
  decl.clause_mappers = vNULL;
  decl.clause_present = vNULL;
  decl.clause_iters = vNULL;
  decl.mapper = -1;
  decl.refused = false;
  decl.pending = NULL_TREE;
  decl.rt_fn = NULL_TREE;
  decl.scope_decl = NULL_TREE;
  decl.type_loc = toks[first]->src_loc;
  decl.var_name = ompm_token_identifier (toks[last - 1]);
  decl.errors = 0;
  decl.header_errors = -1;
  unsigned index = ompm_mapper_decls.length ();

  ompm_text body;
  ompm_text_begin (&body, d);
  int line = d->line;
  ompm_fe->mapper_variable (&body, d, index, first, last);

  /* The clauses: map ( ... ), optionally separated by commas.  */
  int i = close;
  bool ok = true;
  while (i < n && ok)
    {
      if (toks[i]->type == CPP_COMMA)
	{
	  i++;
	  continue;
	}
      if (!ompm_name_p (toks[i], "map"))
	{
	  if (toks[i]->type == CPP_NAME && openmp_clause_name_p (toks[i]))
	    {
	      error_at (toks[i]->src_loc, "%qs clause is not allowed in "
			"%<#pragma omp declare mapper%>; only %<map%> is",
			(const char *) NODE_NAME (toks[i]->val.node.node));
	      ok = false;
	    }
	  else if (toks[i]->type == CPP_NAME && i > close)
	    /* Code written for clang, which says this and goes on
	       (issue 34): "map(to: a.x) use_by_default".  */
	    warning_at (toks[i]->src_loc, 0, "extra tokens at the end of "
			"%<#pragma omp declare mapper%> are ignored");
	  else
	    {
	      error_at (toks[i]->src_loc, "expected a %<map%> clause in "
			"%<#pragma omp declare mapper%>");
	      ok = false;
	    }
	  break;
	}
      if (i + 1 >= n || toks[i + 1]->type != CPP_OPEN_PAREN)
	{
	  error_at (toks[i]->src_loc, "expected %<(%> after %<map%> in "
		    "%<#pragma omp declare mapper%>");
	  ok = false;
	  break;
	}
      int end = ompm_closing_paren (toks, i + 1, n) + 1;
      if (end > n)
	{
	  error_at (end_loc, "expected %<)%> in %<#pragma omp declare "
		    "mapper%>");
	  ok = false;
	  break;
	}
      tree mid;
      int mfirst = -1, mlast = -1;
      if (!ompm_find_mapper_modifier (toks, i + 2, end - 1, &mid, &mfirst,
				      &mlast)
	  || !check_mapper_map_modifiers (toks, i + 2, end - 1, mfirst, mlast))
	{
	  ok = false;
	  break;
	}
      ompm_text_line (&body, line);
      ompm_text_str (&body, "#pragma omp target");
      if (ompm_has_iterator_p (toks, i, end - 1))
	{
	  /* Written as a target line's (iterator.cc), which keeps its
	     modifiers: the registry finds it by its place.  */
	  const ompm_iter_clause *ic;
	  if (!ompm_iterator_clause_text (&body, d->pfile, toks, i, end - 1,
					  &ic))
	    {
	      ok = false;
	      break;
	    }
	  decl.clause_mappers.safe_push (NULL_TREE);
	  decl.clause_present.safe_push (false);
	  decl.clause_iters.safe_push (ic);
	}
      else
	{
	  for (int k = mfirst; k >= 0 && k < mlast; k++)
	    ompm_pad_token (toks[k]);
	  decl.clause_mappers.safe_push (mid);
	  decl.clause_present.safe_push (strip_present_modifier (toks, i + 2,
								 end - 1));
	  decl.clause_iters.safe_push (NULL);
	  ompm_text_tokens (&body, d, i, end);
	}
      ompm_text_str (&body, "\n");
      ompm_text_line (&body, line);
      ompm_text_str (&body, ";\n");
      i = end;
    }
  if (ok && decl.clause_mappers.is_empty ())
    {
      error_at (pragma_loc, "missing %<map%> clause in "
		"%<#pragma omp declare mapper%>");
      ok = false;
    }
  if (!ok)
    {
      decl.clause_mappers.release ();
      decl.clause_present.release ();
      decl.clause_iters.release ();
      XDELETEVEC (body.s);
      return false;
    }

  gcc_checking_assert (index == ompm_mapper_decls.length ());
  ompm_mapper_decls.safe_push (decl);
  ompm_fe->hand_back_mapper (d, index, first, last, &body, line);
  return true;
}

unsigned
ompm_mapper_pragma_index (void)
{
  tree x;
  unsigned index = -1U;
  if (pragma_lex (&x) == CPP_NUMBER && TREE_CODE (x) == INTEGER_CST
      && tree_fits_uhwi_p (x) && tree_to_uhwi (x) < -1U)
    index = tree_to_uhwi (x);
  return pragma_lex (&x) == CPP_EOF ? index : -1U;
}

/* "#pragma ompmapper taken": where a taken directive stood that hands
   back nothing (lex.cc).  */

static void
on_taken_pragma (cpp_reader *)
{
}

/* A "#pragma omp declare" line whose next token is "mapper": take the
   directive away from GCC and push the hidden function in its place.  */

static void
swallow_declare_mapper (cpp_reader *pfile, const cpp_token *pragma)
{
  ompm_directive d;
  ompm_read_directive (pfile, pragma, &d, NULL);
  ompm_take_directive (&d);
  rewrite_deref_items (&d);
  parse_declare_mapper (&d);
  ompm_release_directive (&d);
}

/* The part of on_line_change for TOK, the pragma token of a directive
   of the user's.  */

static void
pragma_line (cpp_reader *pfile, const cpp_token *tok)
{
  if (ompm_begin_pragma_p (tok->val.pragma))
    {
      ompm_indirect_begin_directive (pfile, tok);
      return;
    }
  switch (tok->val.pragma)
    {
    case PRAGMA_OMP_DECLARE:
      {
	const cpp_token *next = cpp_peek_token (pfile, 0);
	if (ompm_name_p (next, "mapper"))
	  swallow_declare_mapper (pfile, tok);
	else if (ompm_name_p (next, "target"))
	  ompm_indirect_declare_target (pfile, tok);
      }
      break;
    case OMPM_PRAGMA_OMP_END:
      if (ompm_end_declare_p (pfile))
	ompm_indirect_end_declare_target (pfile, tok);
      break;
    case PRAGMA_OMP_TARGET:
      target_line (pfile, tok);
      break;
    default:
      break;
    }
}

/* GCC's test of a map clause's list item's type, wrapped: the variable
   of a mapper whose header will not do has the error type
   (ompm_check_mapper_type), and its clauses in the hidden function add
   no error of their own.  */

static bool (*prev_omp_mappable_type) (tree);

static bool
mappable_type (tree type)
{
  if (type == error_mark_node && current_function_decl
      && ompm_hidden_fn_p (current_function_decl))
    return true;
  return prev_omp_mappable_type (type);
}

void
ompm_watch_mappable_type (void)
{
  ompm_wrap_mappable_type (mappable_type, &prev_omp_mappable_type);
}

/* libcpp calls this for the first token of each line, the CPP_PRAGMA
   token of a directive included.  */

static void
on_line_change (cpp_reader *pfile, const cpp_token *tok, int parsing_args)
{
  if (prev_line_change)
    prev_line_change (pfile, tok, parsing_args);
  if (!parsing_args && tok->type == CPP_PRAGMA
      /* The plugin's own text: its directives are as it wants them.  */
      && !ompm_own_text_p (pfile))
    pragma_line (pfile, tok);
  if (ompm_fe->line_start)
    ompm_fe->line_start (pfile, tok, parsing_args);
}

/* PLUGIN_PRAGMAS: the front end has set up its libcpp callbacks.  */

static void
on_pragmas (void *, void *)
{
  if (flag_preprocess_only || !flag_openmp || !parse_in)
    return;
  cpp_callbacks *cb = cpp_get_callbacks (parse_in);
  prev_line_change = cb->line_change;
  cb->line_change = on_line_change;
  prev_def_pragma = cb->def_pragma;
  cb->def_pragma = on_def_pragma;
  ompm_watch_pragma_operator (parse_in);
  ompm_watch_mappable_type ();
  c_register_pragma (OMPM_PRAGMA_SPACE, OMPM_TAKEN_PRAGMA_NAME,
		     on_taken_pragma);
  ompm_fe->init ();
}

void
ompm_register_pragma_hooks (void)
{
  register_callback (ompm_plugin_name, PLUGIN_PRAGMAS, on_pragmas, NULL);
}
