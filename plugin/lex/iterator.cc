/* iterator.cc -- the iterator modifier on map, to and from clauses.
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

/* OpenMP 5.1, 2.21.7.1: "map(iterator(i = 0:n), to: a[i][0:len[i]])"
   maps one list item per value of the iterators.  GCC 12 parses
   iterators only in depend and affinity clauses, so at lex time the
   clause becomes a depend clause, which declares the iterators, checks
   them (c_omp_finish_iterators) and type-checks the list items in their
   scope:

     #pragma omp target enter data map(iterator(i = 0:n), to: a[i][0:len[i]])

   is handed to GCC as

     #pragma omp target enter data depend(iterator(i = 0:n), inout: "", \
		 (a[i])[0], (a[i])[(0)+(len[i])]) \
		 map(alloc: __ompm_placeholder)

   A depend clause keeps only the address of an array section's first
   element, so a section is written as two lvalues: its first element
   and the element just past it.  "" marks where the clause's items
   begin, since GCC hands them over in source order on some constructs
   and reversed on others.  The placeholder keeps GCC's rule that the
   construct has a map (to, from) clause; it is removed again.  target
   data takes no depend clause: there the depend clause goes on a task
   construct around it, which lower.cc dissolves.

   The depend clauses are known by the place (ompm_place) where the text
   puts their opening parenthesis (in C++, whose parser gives each item
   the place of its first token, by those of their items); lower.cc takes them off the construct
   (ompm_take_iterators) and dynamic.cc
   emits the loops over the iterators that push each item to the
   construct's runtime map vector, so that however many items there are,
   the construct makes one libgomp call.  */

#include "base/ompmapper-gcc.h"
#include "lex/lex.h"
#include "base/frontend.h"

/* What the lexer saw of each clause with an iterator modifier, each
   allocated once and never freed: a mapper's iterators point to theirs
   for the whole compilation.  */
static vec<ompm_iter_clause *> iter_clauses;

/* The depend clauses that stand for them, by the place of their opening
   parenthesis: an index into ITER_CLAUSES.  */
static hash_map<tree, unsigned> *iter_by_place;

/* The variable of the placeholder clauses.  */
static tree placeholder;
#define PLACEHOLDER_NAME "__ompm_placeholder"

const ompm_iter_clause *
ompm_iterator_clause (location_t loc)
{
  if (!iter_by_place)
    return NULL;
  unsigned *slot = iter_by_place->get (ompm_place (loc));
  return slot ? iter_clauses[*slot] : NULL;
}

location_t
ompm_iter_item_location (const ompm_iter_clause *c, unsigned piece)
{
  unsigned item = 0;
  for (unsigned p = 0; p < piece && p < c->roles.length (); p++)
    item += ompm_item_piece_p (c, p);
  return item < c->item_locs.length () ? c->item_locs[item] : c->user_loc;
}

/* Lex time.  */

/* Whether TOKS[I] starts a clause NAME ( ... ) of a kind that takes an
   iterator modifier.  */

static bool
motion_clause_p (const cpp_token *const *toks, int i, int n)
{
  return (i + 1 < n && toks[i + 1]->type == CPP_OPEN_PAREN
	  && (ompm_name_p (toks[i], "map") || ompm_name_p (toks[i], "to")
	      || ompm_name_p (toks[i], "from")));
}

/* Whether the modifiers of the clause at TOKS[I], its parentheses ending
   at TOKS[CLOSE], include iterator(...).  */

bool
ompm_has_iterator_p (const cpp_token *const *toks, int i, int close)
{
  int colon = ompm_modifier_colon (toks, i + 2, close);
  if (colon < 0)
    /* The colon left out: say so, rather than GCC's errors about a
       variable named iterator.  */
    colon = close;
  for (int k = i + 2; k + 1 < colon; k++)
    if (ompm_name_p (toks[k], "iterator")
	&& toks[k + 1]->type == CPP_OPEN_PAREN)
      return true;
  return false;
}

/* Whether the directive whose tokens after "target" are TOKS[0..N) has
   a clause with an iterator modifier.  */

static bool
any_iterator_p (const cpp_token *const *toks, int n)
{
  int depth = 0;
  for (int i = 0; i < n; i++)
    {
      if (toks[i]->type == CPP_OPEN_PAREN)
	depth++;
      else if (toks[i]->type == CPP_CLOSE_PAREN)
	depth--;
      else if (depth == 0 && motion_clause_p (toks, i, n))
	{
	  int close = ompm_closing_paren (toks, i + 1, n);
	  if (ompm_has_iterator_p (toks, i, close))
	    return true;
	  i = close;
	}
    }
  return false;
}

static void
raw (ompm_text *l, const char *s)
{
  ompm_text_str (l, s);
}

/* Where the front end gives each list item's clause the place of the
   item's first token (ompm_frontend::places_per_item), the places of
   the items of the depend clause being written, which all stand for
   it in ITER_BY_PLACE once it is written whole.  */
static auto_vec<tree, 16> item_places;

/* The item whose first token is OFFSET columns on in L.  */

static void
key_item (ompm_text *l, int offset)
{
  if (ompm_fe->places_per_item)
    item_places.safe_push (ompm_text_place (l, l->col + offset));
}

static void
tokens (ompm_text *l, cpp_reader *pfile, const cpp_token *const *toks,
	int first, int last)
{
  for (int k = first; k < last; k++)
    if (toks[k]->type != CPP_PADDING)
      ompm_text_token (l, pfile, toks[k]);
}

/* TOKS[FIRST..LAST), or DFLT if there are none (a section's omitted
   lower bound).  */

static void
tokens_or (ompm_text *l, cpp_reader *pfile, const cpp_token *const *toks,
	   int first, int last, const char *dflt)
{
  if (last > first)
    tokens (l, pfile, toks, first, last);
  else
    raw (l, dflt);
}

/* The index of the colon of an array section among TOKS[FIRST..LAST),
   the tokens inside its brackets (not one of a conditional expression
   or inside brackets), or -1.  */

static int
section_colon (const cpp_token *const *toks, int first, int last)
{
  int depth = 0, queries = 0;
  for (int k = first; k < last; k++)
    {
      enum cpp_ttype t = toks[k]->type;
      int step = ompm_bracket_step (t);
      if (step)
	depth += step;
      else if (depth == 0 && t == CPP_QUERY)
	queries++;
      else if (depth == 0 && t == CPP_COLON)
	{
	  if (!queries)
	    return k;
	  queries--;
	}
    }
  return -1;
}

/* The index of the bracket that opens the one closing at TOKS[CLOSE],
   searching back to FIRST, or -1.  */

static int
opening_square (const cpp_token *const *toks, int first, int close)
{
  int depth = 0;
  for (int k = close; k >= first; k--)
    {
      enum cpp_ttype t = toks[k]->type;
      if (t == CPP_CLOSE_SQUARE || t == CPP_CLOSE_PAREN)
	depth++;
      else if ((t == CPP_OPEN_SQUARE || t == CPP_OPEN_PAREN) && --depth == 0)
	return t == CPP_OPEN_SQUARE ? k : -1;
    }
  return -1;
}

/* Append to L the pieces of the list item TOKS[FIRST..LAST) (see the
   comment at the top) and their roles to *ROLES.  Return false after an
   error.  */

static bool
item_pieces (ompm_text *l, cpp_reader *pfile, const cpp_token *const *toks,
	     int first, int last, vec<char> *roles)
{
  if (first == last)
    {
      error_at (toks[first]->src_loc, "expected a list item");
      return false;
    }
  int open = -1, colon = -1;
  if (toks[last - 1]->type == CPP_CLOSE_SQUARE)
    {
      open = opening_square (toks, first, last - 1);
      if (open > first)
	colon = section_colon (toks, open + 1, last - 1);
    }
  /* Sections before the last subscript (grid[0:2][0:n]).  */
  for (int k = first; k < (colon >= 0 ? open : last); k++)
    if (toks[k]->type == CPP_OPEN_SQUARE)
      {
	int close = k, depth = 0;
	for (; close < last; close++)
	  if (toks[close]->type == CPP_OPEN_SQUARE)
	    depth++;
	  else if (toks[close]->type == CPP_CLOSE_SQUARE && --depth == 0)
	    break;
	if (section_colon (toks, k + 1, close) >= 0)
	  {
	    sorry_at (toks[k]->src_loc, "array section with more than one "
		      "dimension in a clause with the %<iterator%> modifier");
	    return false;
	  }
	k = close;
      }

  raw (l, ",");
  if (colon < 0)
    {
      /* *&(x): GCC's error for what is not an lvalue names no clause.  */
      key_item (l, 2);
      raw (l, " *&(");
      tokens (l, pfile, toks, first, last);
      raw (l, ")");
      roles->safe_push (OMPM_PIECE_ITEM);
      return true;
    }

  /* (E)[lo], (E)[(lo)+(len)] or, with no length, (E)[sizeof (E) /
     sizeof ((E)[0])].  */
  key_item (l, 2);
  raw (l, " (");
  tokens (l, pfile, toks, first, open);
  raw (l, ")[");
  tokens_or (l, pfile, toks, open + 1, colon, "0");
  key_item (l, 4);
  raw (l, "], (");
  tokens (l, pfile, toks, first, open);
  if (colon + 1 < last - 1)
    {
      raw (l, ")[(");
      tokens_or (l, pfile, toks, open + 1, colon, "0");
      raw (l, ")+(");
      tokens (l, pfile, toks, colon + 1, last - 1);
      raw (l, ")]");
      roles->safe_push (OMPM_PIECE_START);
      roles->safe_push (OMPM_PIECE_END);
    }
  else
    {
      raw (l, ")[sizeof (");
      tokens (l, pfile, toks, first, open);
      raw (l, ") / sizeof ((");
      tokens (l, pfile, toks, first, open);
      raw (l, ")[0])]");
      roles->safe_push (OMPM_PIECE_START);
      roles->safe_push (OMPM_PIECE_END_OF_ARRAY);
    }
  return true;
}

/* The spelling of TOKS[FIRST..LAST), for runtime messages.  */

static char *
spelling (cpp_reader *pfile, const cpp_token *const *toks, int first,
	  int last)
{
  ompm_text t = { NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, false };
  for (int k = first; k < last; k++)
    {
      if (k > first && (toks[k]->flags & PREV_WHITE))
	ompm_text_add (&t, " ", 1);
      unsigned char *buf = XNEWVEC (unsigned char,
				    cpp_token_len (toks[k]) + 1);
      unsigned char *end = cpp_spell_token (pfile, toks[k], buf, false);
      ompm_text_add (&t, (const char *) buf, end - buf);
      XDELETEVEC (buf);
    }
  return t.s ? t.s : xstrdup ("");
}

bool
ompm_iterator_clause_text (ompm_text *l, cpp_reader *pfile,
			   const cpp_token *const *toks, int i, int close,
			   const ompm_iter_clause **made)
{
  ompm_iter_clause c;
  c.user_loc = toks[i + 1]->src_loc;
  c.code = (ompm_name_p (toks[i], "map") ? OMP_CLAUSE_MAP
	    : ompm_name_p (toks[i], "to") ? OMP_CLAUSE_TO : OMP_CLAUSE_FROM);
  c.kind = OMPM_K_NONE;
  c.always = c.present = false;
  c.mapper_id = NULL_TREE;
  c.roles = vNULL;
  c.item_locs = vNULL;
  c.name = NULL;
  const char *clause = (const char *) NODE_NAME (toks[i]->val.node.node);

  int colon = ompm_modifier_colon (toks, i + 2, close);
  if (colon < 0)
    {
      error_at (toks[i + 2]->src_loc, "expected %<:%> after the modifiers "
		"of the %qs clause", clause);
      return false;
    }
  int mfirst = -1, mlast = -1;
  if (!ompm_find_mapper_modifier (toks, i + 2, close, &c.mapper_id, &mfirst,
				  &mlast))
    return false;

  int spec_first = -1, spec_last = -1;
  bool closed = false;
  for (int k = i + 2; k < colon; k++)
    {
      const cpp_token *tok = toks[k];
      if (k >= mfirst && k < mlast)
	continue;
      if (tok->type == CPP_COMMA)
	continue;
      if (ompm_name_p (tok, "iterator") && k + 1 < colon
	  && toks[k + 1]->type == CPP_OPEN_PAREN)
	{
	  if (spec_first >= 0)
	    {
	      error_at (tok->src_loc, "too many %<iterator%> modifiers");
	      return false;
	    }
	  spec_first = k;
	  spec_last = ompm_closing_paren (toks, k + 1, colon) + 1;
	  k = spec_last - 1;
	  continue;
	}
      if (ompm_name_p (tok, "present"))
	{
	  if (c.present)
	    {
	      error_at (tok->src_loc, "too many %<present%> modifiers");
	      return false;
	    }
	  c.present = true;
	  continue;
	}
      if (c.code == OMP_CLAUSE_MAP)
	{
	  static const struct { const char *name; ompm_kind kind; } types[]
	    = { { "alloc", OMPM_K_ALLOC }, { "to", OMPM_K_TO },
		{ "from", OMPM_K_FROM }, { "tofrom", OMPM_K_TOFROM },
		{ "release", OMPM_K_RELEASE }, { "delete", OMPM_K_DELETE } };
	  bool known = false;
	  if (ompm_name_p (tok, "always") || ompm_name_p (tok, "close"))
	    {
	      bool *seen = ompm_name_p (tok, "always") ? &c.always : &closed;
	      if (*seen)
		{
		  error_at (tok->src_loc, "too many %qs modifiers",
			    (const char *) NODE_NAME (tok->val.node.node));
		  return false;
		}
	      *seen = known = true;
	    }
	  for (auto &t : types)
	    if (ompm_name_p (tok, t.name))
	      {
		if (c.kind != OMPM_K_NONE)
		  {
		    error_at (tok->src_loc, "too many map types in %<map%> "
			      "clause");
		    return false;
		  }
		c.kind = t.kind;
		known = true;
	      }
	  if (known)
	    continue;
	}
      if (tok->type == CPP_NAME)
	error_at (tok->src_loc, "unknown modifier %qs in %qs clause",
		  (const char *) NODE_NAME (tok->val.node.node), clause);
      else
	error_at (tok->src_loc, "expected a modifier in %qs clause", clause);
      return false;
    }
  if (colon + 1 >= close)
    {
      error_at (toks[colon]->src_loc, "expected a list item after %<:%> in "
		"%qs clause", clause);
      return false;
    }

  ompm_text saved = *l;
  raw (l, " depend");
  tree place = ompm_text_place (l, l->col + 1);
  raw (l, "(");
  tokens (l, pfile, toks, spec_first, spec_last);
  item_places.truncate (0);
  key_item (l, 10);
  raw (l, ", inout: \"\"");
  for (int a = colon + 1, b; a <= close; a = b + 1)
    {
      b = ompm_list_item_end (toks, a, close);
      c.item_locs.safe_push (toks[a]->src_loc);
      if (!item_pieces (l, pfile, toks, a, b, &c.roles))
	{
	  /* Take the clause back out of L.  */
	  saved.s = l->s;
	  saved.cap = l->cap;
	  *l = saved;
	  l->s[l->len] = 0;
	  c.roles.release ();
	  c.item_locs.release ();
	  return false;
	}
    }
  raw (l, ")");

  c.name = spelling (pfile, toks, colon + 1, close);
  iter_clauses.safe_push (new ompm_iter_clause (c));
  if (made)
    {
      *made = iter_clauses.last ();
      return true;
    }
  if (!iter_by_place)
    iter_by_place = new hash_map<tree, unsigned>;
  iter_by_place->put (place, iter_clauses.length () - 1);
  for (unsigned k = 0; k < item_places.length (); k++)
    iter_by_place->put (item_places[k], iter_clauses.length () - 1);
  return true;
}

/* The file-scope variable of the placeholder clauses, declared on first
   use.  It is never referenced once lower.cc has removed them.  */

static void
declare_placeholder (void)
{
  if (placeholder)
    return;
  placeholder = build_decl (UNKNOWN_LOCATION, VAR_DECL,
			    get_identifier (PLACEHOLDER_NAME), char_type_node);
  DECL_ARTIFICIAL (placeholder) = 1;
  ompm_fe->declare_at_file_scope (placeholder);
  ompm_keep (placeholder);
}

bool
ompm_iterator_line_p (const ompm_directive *d)
{
  return any_iterator_p (d->toks.address (), d->toks.length ());
}

void
ompm_iterator_rewrite (ompm_directive *d, const vec<int> &parens,
		       vec<tree> *places, tree *construct)
{
  gcc_checking_assert (d->taken);
  cpp_reader *pfile = d->pfile;
  const cpp_token *const *tk = d->toks.address ();
  int n = d->toks.length ();
  bool data = n > 0 && ompm_name_p (tk[0], "data");
  bool standalone = data || (n > 0 && (ompm_name_p (tk[0], "enter")
				       || ompm_name_p (tk[0], "exit")
				       || ompm_name_p (tk[0], "update")));

  /* The directive, and for target data the task around it.  */
  ompm_text main, task;
  ompm_text_begin (&main, d);
  ompm_text_begin (&task, d);
  raw (&main, "#pragma ");
  *construct = ompm_text_place (&main, main.col + 1);
  raw (&main, "omp target");
  raw (&task, "#pragma omp task");
  /* For target data, the clauses with iterators go to the task, and a
     comma beside each goes too.  */
  if (data)
    for (int i = 0, depth = 0; i < n; i++)
      {
	depth += ompm_bracket_step (tk[i]->type);
	if (depth != 0 || !motion_clause_p (tk, i, n))
	  continue;
	int close = ompm_closing_paren (tk, i + 1, n);
	if (close >= n || !ompm_has_iterator_p (tk, i, close))
	  continue;
	int first = i, last = close + 1;
	ompm_clause_with_comma (tk, n, &first, &last);
	if (first < i)
	  ompm_pad_token (tk[first]);
	else if (last > close + 1)
	  ompm_pad_token (tk[close + 1]);
	i = close;
      }
  bool motion = false;
  int depth = 0;
  unsigned next = 0;
  for (int i = 0; i < n; i++)
    {
      enum cpp_ttype t = tk[i]->type;
      if (t == CPP_PADDING)
	continue;
      if (depth == 0 && motion_clause_p (tk, i, n))
	{
	  int close = ompm_closing_paren (tk, i + 1, n);
	  if (close < n && ompm_has_iterator_p (tk, i, close))
	    {
	      ompm_iterator_clause_text (data ? &task : &main, pfile, tk, i, close);
	      i = close;
	      continue;
	    }
	  motion = true;
	}
      if (t == CPP_OPEN_PAREN)
	depth++;
      else if (t == CPP_CLOSE_PAREN)
	depth--;
      int col = ompm_text_token (&main, pfile, tk[i]);
      if (next < parens.length () && parens[next] == i)
	{
	  places->safe_push (ompm_text_place (&main, col));
	  next++;
	}
    }
  gcc_checking_assert (next == parens.length ());
  if (!motion && standalone)
    {
      declare_placeholder ();
      if (ompm_name_p (tk[0], "update"))
	raw (&main, " to(" PLACEHOLDER_NAME ")");
      else if (ompm_name_p (tk[0], "exit"))
	raw (&main, " map(release: " PLACEHOLDER_NAME ")");
      else
	raw (&main, " map(alloc: " PLACEHOLDER_NAME ")");
    }

  ompm_text all = main;
  if (data)
    {
      all = task;
      raw (&all, "\n");
      /* Main's lines and columns are the same in ALL.  */
      ompm_text_append (&all, &main);
    }
  else
    XDELETEVEC (task.s);
  raw (&all, "\n");
  ompm_push_text (d, &all);
}

/* Lowering.  */

/* Whether C is one of the placeholder clauses.  */

static bool
placeholder_p (tree c)
{
  return (placeholder
	  && (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	      || OMP_CLAUSE_CODE (c) == OMP_CLAUSE_TO
	      || OMP_CLAUSE_CODE (c) == OMP_CLAUSE_FROM)
	  && OMP_CLAUSE_DECL (c) == placeholder);
}

/* The sentinel "" that starts each clause's pieces.  */

static bool
sentinel_p (tree t)
{
  STRIP_NOPS (t);
  if (TREE_CODE (t) == INDIRECT_REF || TREE_CODE (t) == MEM_REF)
    {
      t = TREE_OPERAND (t, 0);
      STRIP_NOPS (t);
      if (TREE_CODE (t) == ADDR_EXPR)
	t = TREE_OPERAND (t, 0);
    }
  return TREE_CODE (t) == STRING_CST && TREE_STRING_LENGTH (t) == 1;
}

/* A walk_tree callback: NON_LVALUE_EXPRs gone (g++ wraps pointers in
   them where C does not).  */

static tree
strip_non_lvalue_r (tree *tp, int *walk_subtrees, void *)
{
  while (TREE_CODE (*tp) == NON_LVALUE_EXPR)
    *tp = TREE_OPERAND (*tp, 0);
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* Piece T of a depend clause in C's shape: g++ gives an lvalue X as
   *&X, and wraps pointers in NON_LVALUE_EXPRs.  */

static tree
c_shape (tree t)
{
  walk_tree (&t, strip_non_lvalue_r, NULL, NULL);
  while (TREE_CODE (t) == INDIRECT_REF)
    {
      tree op = TREE_OPERAND (t, 0);
      STRIP_NOPS (op);
      if (TREE_CODE (op) != ADDR_EXPR
	  || TYPE_MAIN_VARIANT (TREE_TYPE (TREE_OPERAND (op, 0)))
	     != TYPE_MAIN_VARIANT (TREE_TYPE (t)))
	break;
      t = TREE_OPERAND (op, 0);
    }
  return t;
}

/* Free what ompm_take_iterators put in *ITERS, and empty it.  */

void
ompm_release_iterators (vec<ompm_iter> *iters)
{
  for (unsigned i = 0; i < iters->length (); i++)
    (*iters)[i].pieces.release ();
  iters->truncate (0);
}

bool
ompm_take_iterators (tree *clauses, vec<ompm_iter> *out,
		     const ompm_iter_clause *only)
{
  bool any = false;
  auto_vec<tree, 8> groups;
  auto_vec<const ompm_iter_clause *, 8> group_clause;
  auto_vec<vec<tree>, 8> pieces;
  for (tree *p = clauses; *p;)
    {
      tree c = *p;
      if (placeholder_p (c))
	{
	  *p = OMP_CLAUSE_CHAIN (c);
	  any = true;
	  continue;
	}
      const ompm_iter_clause *ic = only;
      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_DEPEND && !only && iter_by_place)
	if (unsigned *slot
	      = iter_by_place->get (ompm_place (OMP_CLAUSE_LOCATION (c))))
	  ic = iter_clauses[*slot];
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_DEPEND || !ic)
	{
	  p = &OMP_CLAUSE_CHAIN (c);
	  continue;
	}
      *p = OMP_CLAUSE_CHAIN (c);
      any = true;
      tree decl = OMP_CLAUSE_DECL (c);
      if (TREE_CODE (decl) != TREE_LIST
	  || !TREE_PURPOSE (decl)
	  || TREE_CODE (TREE_PURPOSE (decl)) != TREE_VEC)
	continue;
      unsigned g;
      for (g = 0; g < groups.length (); g++)
	if (groups[g] == TREE_PURPOSE (decl))
	  break;
      if (g == groups.length ())
	{
	  groups.safe_push (TREE_PURPOSE (decl));
	  group_clause.safe_push (ic);
	  pieces.safe_push (vNULL);
	}
      pieces[g].safe_push (c_shape (TREE_VALUE (decl)));
    }

  for (unsigned g = 0; g < groups.length (); g++)
    {
      const ompm_iter_clause *c = group_clause[g];
      vec<tree> &v = pieces[g];
      /* Source order: the sentinel first.  */
      if (!v.is_empty () && sentinel_p (v.last ()))
	v.reverse ();
      if (v.length () != c->roles.length () + 1 || !sentinel_p (v[0]))
	{
	  /* GCC removed a piece it had an error for.  */
	  if (!seen_error ())
	    sorry_at (c->user_loc, "list items of a clause with the "
		      "%<iterator%> modifier that GCC did not keep");
	  v.release ();
	  continue;
	}
      v.ordered_remove (0);
      ompm_iter it;
      it.clause = c;
      it.iterators = groups[g];
      it.pieces = v;
      out->safe_push (it);
    }
  return any;
}
