/* lex.cc -- reading a directive at lex time and handing text back.
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

/* The plugin meets a directive when libcpp hands its pragma token to
   the line_change callback (pragma.cc), before the C parser reads the
   rest.  Two ways to see the rest:

   peeked  cpp_peek_token, token by token: nothing is read, the tokens
	   are GCC's own (so padding them in place hides them from GCC),
	   not macro-expanded.  libcpp keeps them as lookaheads, and two
	   things bound how many it may keep: cpp_peek_token (I) steps over
	   I lookaheads, so peeking a whole line costs its length squared;
	   and the first macro expanded while there are lookaheads inserts a
	   padding token in front of them (_cpp_temp_token), which moves
	   them within their token run and at most one run further -- with
	   more lookaheads than that, it writes past the end of the run and
	   corrupts cc1's heap.  So at most PEEK_WINDOW tokens are peeked,
	   well inside one run of 250.
   taken   cpp_get_token up to the end of the directive: the tokens are
	   read, macro-expanded as GCC would expand them (OpenMP pragmas
	   allow expansion), and copied; the pragma token becomes padding,
	   and the directive GCC is to see is handed back as text
	   (ompm_push_text).

   A directive longer than the window, or with a macro that may expand
   to something the plugin looks for (INTEREST), or with a macro and a
   word of INTEREST (the macro may hide what stands around the word), is
   taken.

   Text handed back is not left to the lexer as a buffer of its own: a
   directive may stand inside a function-like macro's arguments (GCC
   lets it, C leaves it undefined), and libcpp's argument collection
   cannot read across the end of a buffer ("unterminated argument
   list").  It also expects the pragma token it was handed to stay a
   pragma token, whose tokens it keeps up to the pragma's end and puts
   before the macro's expansion; only then does it resume collecting
   (turned off while libcpp ran the directive).  So the text is lexed at
   once, to its end (a sentinel), its buffer popped, and its tokens
   handed over: the first, a pragma token, in place of the user's; the
   rest as a token context, which libcpp reads next, inside arguments or
   not.  Inside arguments, text with more than pragmas (declarations)
   gets a sorry.  A taken directive that hands back nothing leaves the
   pragma of OMPM_TAKEN_PRAGMA_NAME, which does nothing (taken_text).

   Text handed back keeps every token of the user's where it was: each
   piece starts with "#line N", a token on a later line than the text has
   reached is preceded by as many backslash-newlines (which libcpp counts
   as lines, as in the user's file), and then by spaces up to its column.
   So GCC's diagnostics, __LINE__ and debug information point at the
   user's own line and column.  ompm_push_text ends the text so that the
   line after it is the line after the directive's end, however many
   lines the directive took.  */

#include "base/ompmapper-gcc.h"
#include "lex/lex.h"
#include "base/frontend.h"

/* The most tokens peeked ahead (see above).  */
#define PEEK_WINDOW 200

/* Whether TOK is the identifier NAME.  */

bool
ompm_name_p (const cpp_token *tok, const char *name)
{
  return (tok->type == CPP_NAME
	  && strcmp ((const char *) NODE_NAME (tok->val.node.node), name) == 0);
}

/* libcpp's own (internal.h), exported by cc1: give back the last COUNT
   tokens read; lex a token from the buffers, directives run, no macro
   expanded; pop the top buffer (and _cpp_push_token_context, lex.h).  */
extern void _cpp_backup_tokens (cpp_reader *, unsigned int);
extern "C" const cpp_token *_cpp_lex_token (cpp_reader *);
extern "C" void _cpp_pop_buffer (cpp_reader *);

/* The identifier that ends text handed back (see above).  */
#define END_OF_TEXT "__ompm_end_of_text"
#define PROBE "__ompm_probe"

/* Turn TOK into padding, which the C lexer skips.  */

void
ompm_pad_token (const cpp_token *tok)
{
  cpp_token *t = const_cast<cpp_token *> (tok);
  t->type = CPP_PADDING;
  t->flags = 0;
  t->val.source = NULL;
}

const cpp_token *
ompm_made_token (ompm_directive *d, enum cpp_ttype type, location_t loc,
		 const char *spelling)
{
  gcc_checking_assert (d->taken);
  cpp_token *t = XCNEW (cpp_token);
  t->type = type;
  t->src_loc = loc;
  if (type == CPP_NUMBER)
    {
      t->val.str.text = (const unsigned char *) spelling;
      t->val.str.len = strlen (spelling);
    }
  else if (type == CPP_NAME)
    {
      t->val.node.node = cpp_lookup (d->pfile,
				     (const unsigned char *) spelling,
				     strlen (spelling));
      t->val.node.spelling = t->val.node.node;
    }
  d->made.safe_push (t);
  return t;
}

/* Where LOC is in the user's file: for a token from a macro expansion,
   where the macro was used.  */

static expanded_location
place (location_t loc)
{
  return expand_location (linemap_resolve_location
			    (line_table, loc, LRK_MACRO_EXPANSION_POINT, NULL));
}

/* Whether the expansion of macro NODE may bring a token the plugin
   looks for: one of the identifiers INTEREST (a null-terminated list),
   directly or through the macros it names, DEPTH levels deep at most.  */

static bool
macro_brings_p (cpp_hashnode *node, const char *const *interest, int depth)
{
  if (!cpp_user_macro_p (node) || depth > 8)
    return false;
  const cpp_macro *m = node->value.macro;
  if (!m || m->kind != cmk_macro)
    return false;
  for (unsigned i = 0; i < m->count; i++)
    {
      const cpp_token *t = &m->exp.tokens[i];
      if (t->type != CPP_NAME)
	continue;
      for (const char *const *p = interest; *p; p++)
	if (ompm_name_p (t, *p))
	  return true;
      if (t->val.node.node != node
	  && macro_brings_p (t->val.node.node, interest, depth + 1))
	return true;
    }
  return false;
}

/* The tokens of directives being read that stand in the source as they
   are: peeked ones, and those taken that no macro's expansion brought.
   Text handed back gives them their own locations.  */
static hash_set<const cpp_token *> *source_tokens;

static void
add_source_token (const cpp_token *t)
{
  if (!source_tokens)
    source_tokens = new hash_set<const cpp_token *>;
  source_tokens->add (t);
}

/* Read the rest of directive D with cpp_get_token: macro-expanded,
   copied, and gone from GCC's sight.  */

static void
take_rest (ompm_directive *d)
{
  d->toks.truncate (0);
  d->copies = new vec<cpp_token> ();
  auto_vec<bool, 64> from_macro;
  bool nested_pragma = false;
  for (;;)
    {
      location_t loc;
      const cpp_token *t = cpp_get_token_with_location (d->pfile, &loc);
      if (t->type == CPP_PRAGMA_EOL || t->type == CPP_EOF)
	{
	  d->end = t->src_loc;
	  /* The directive ran to the end of the file (a macro's arguments
	     left open): the parser is to see the end, as GCC's own
	     directive reading leaves it.  */
	  if (t->type == CPP_EOF)
	    {
	      _cpp_backup_tokens (d->pfile, 1);
	      d->left_open = true;
	    }
	  /* Its end is in a macro's arguments, which took in lines after
	     it, a directive among them (whose pragma libcpp hands out
	     before the expansion, and whose end was taken for this one's):
	     the rest of the expansion comes next.  */
	  else if (linemap_location_from_macro_expansion_p (line_table, loc)
		   || nested_pragma)
	    d->left_open = true;
	  break;
	}
      nested_pragma |= t->type == CPP_PRAGMA;
      if (t->type != CPP_PADDING)
	{
	  d->copies->safe_push (*t);
	  from_macro.safe_push (linemap_location_from_macro_expansion_p
				(line_table, loc));
	}
    }
  for (unsigned i = 0; i < d->copies->length (); i++)
    {
      d->toks.safe_push (&(*d->copies)[i]);
      if (!from_macro[i])
	add_source_token (&(*d->copies)[i]);
    }
  d->taken = true;
}

void
ompm_read_directive (cpp_reader *pfile, const cpp_token *pragma,
		     ompm_directive *d, const char *const *interest)
{
  d->pfile = pfile;
  d->pragma = pragma;
  d->loc = pragma->src_loc;
  d->line = place (d->loc).line;
  d->toks = vNULL;
  d->copies = NULL;
  d->made = vNULL;
  d->taken = false;
  d->left_open = false;
  d->handed_back = false;
  d->end = pragma->src_loc;
  /* Whether the line has a macro, and a word of INTEREST: a macro may
     then hide the structure around the word (ARG(mapper(id), to: x),
     from(E present: x), map(mapper(id), TO x)), so that what the plugin
     reads unexpanded is not what GCC sees.  */
  bool macro = false, word = false;
  for (int i = 0;; i++)
    {
      const cpp_token *t = cpp_peek_token (pfile, i);
      if (t->type == CPP_PRAGMA_EOL || t->type == CPP_EOF)
	{
	  d->end = t->src_loc;
	  if (macro && word)
	    break;
	  return;
	}
      if (i == PEEK_WINDOW
	  || (interest && t->type == CPP_NAME
	      && macro_brings_p (t->val.node.node, interest, 0)))
	break;
      add_source_token (t);
      if (interest && t->type == CPP_NAME)
	{
	  macro |= cpp_user_macro_p (t->val.node.node);
	  for (const char *const *w = interest; *w; w++)
	    word |= ompm_name_p (t, *w);
	}
      d->toks.safe_push (t);
    }
  take_rest (d);
}

void
ompm_take_directive (ompm_directive *d)
{
  if (!d->taken)
    take_rest (d);
}

/* Start T, for directive D, as the text of a taken directive that hands
   back nothing: the plugin's pragma that does nothing.  */

static void
taken_text (ompm_text *t, const ompm_directive *d)
{
  ompm_text_begin (t, d);
  ompm_text_str (t, "#pragma " OMPM_PRAGMA_SPACE " " OMPM_TAKEN_PRAGMA_NAME
		 "\n");
}

void
ompm_release_directive (ompm_directive *d)
{
  if (d->taken && !d->handed_back)
    {
      ompm_text t;
      taken_text (&t, d);
      ompm_push_text (d, &t);
    }
  /* The directive's tokens, and the peeked ones taken again.  */
  if (source_tokens)
    source_tokens->empty ();
  d->toks.release ();
  for (unsigned i = 0; i < d->made.length (); i++)
    XDELETE (d->made[i]);
  d->made.release ();
  if (d->copies)
    {
      d->copies->release ();
      delete d->copies;
      d->copies = NULL;
    }
}

/* Growing strings (ompm_text, lex.h).  */

void
ompm_text_add (ompm_text *t, const char *s, size_t n)
{
  t->last = NULL;
  if (t->len + n + 1 > t->cap)
    {
      t->cap = 2 * (t->len + n + 1) + 64;
      t->s = XRESIZEVEC (char, t->s, t->cap);
    }
  memcpy (t->s + t->len, s, n);
  t->len += n;
  t->s[t->len] = 0;
  for (size_t i = 0; i < n; i++)
    if (s[i] == '\n')
      {
	t->line++;
	t->col = 0;
      }
    else
      t->col++;
}

void
ompm_text_str (ompm_text *t, const char *s)
{
  ompm_text_add (t, s, strlen (s));
}

void
ompm_text_pragma (ompm_text *t, const char *name, unsigned index)
{
  char *s = xasprintf ("#pragma " OMPM_PRAGMA_SPACE " %s %u\n", name, index);
  ompm_text_str (t, s);
  free (s);
}

void
ompm_text_line (ompm_text *t, int line)
{
  /* In preprocessed input (-save-temps, -no-integrated-cpp) libcpp
     reads no #line: a line marker of the file instead (file names
     with a quote or a backslash keep the file the buffer has).  */
  if (parse_in && cpp_get_options (parse_in)->preprocessed && t->file && !strpbrk (t->file, "\"\\\n"))
    {
      char *marker = xasprintf ("# %d \"%s\"\n", line, t->file);
      ompm_text_str (t, marker);
      free (marker);
    }
  else
    {
      char buf[32];
      snprintf (buf, sizeof buf, "#line %d\n", line);
      ompm_text_str (t, buf);
    }
  t->line = line;
  t->col = 0;
}

tree
ompm_place (location_t loc)
{
  expanded_location x = place (loc);
  char *s = xasprintf ("%s:%d:%d", x.file ? x.file : "", x.line, x.column);
  tree id = get_identifier (s);
  free (s);
  return id;
}

void
ompm_text_begin (ompm_text *t, const ompm_directive *d)
{
  memset (t, 0, sizeof *t);
  expanded_location x = place (d->loc);
  t->file = x.file;
  ompm_text_line (t, x.line);
}

tree
ompm_text_place (ompm_text *t, int col)
{
  /* libcpp gives a token beyond this column none, so that the place
     of the token lexed again would not be this one.  */
  if (col >= (int) LINE_MAP_MAX_COLUMN_NUMBER)
    t->far_place = true;
  char *s = xasprintf ("%s:%d:%d", t->file ? t->file : "", t->line, col);
  tree id = get_identifier (s);
  free (s);
  return id;
}

int
ompm_text_token (ompm_text *t, cpp_reader *pfile, const cpp_token *tok)
{
  expanded_location x = place (tok->src_loc);
  if (!t->file)
    t->file = x.file;
  /* Continuation lines, as far as the token's own line.  libcpp splices
     them with nothing between: a space ends the line, so that a token
     at column 1 of the next does not paste with the one before it.  */
  if (x.line > t->line && x.line - t->line < 10000)
    while (t->line < x.line)
      ompm_text_str (t, t->len && t->s[t->len - 1] != '\n'
			&& t->s[t->len - 1] != ' ' ? " \\\n" : "\\\n");
  int want = x.line == t->line ? x.column : 0;
  if (t->col < want - 1)
    while (t->col < want - 1)
      ompm_text_add (t, " ", 1);
  else if (t->col > 0 && t->s[t->len - 1] != ' '
	   && !(t->col == want - 1 && t->last
		&& !cpp_avoid_paste (pfile, t->last, tok)))
    /* Not where it stood, or it would paste with what comes before.  */
    ompm_text_add (t, " ", 1);
  int col = t->col + 1;
  if (source_tokens && source_tokens->contains (tok))
    {
      if (!t->spots)
	t->spots = new vec<ompm_spot> ();
      t->spots->truncate (t->nspots);
      ompm_spot spot = { t->line, col, tok->src_loc, tok->type,
			 tok->type == CPP_NAME ? tok->val.node.node : NULL };
      t->spots->safe_push (spot);
      t->nspots++;
    }
  unsigned char *buf = XNEWVEC (unsigned char, cpp_token_len (tok) + 1);
  unsigned char *end = cpp_spell_token (pfile, tok, buf, false);
  ompm_text_add (t, (const char *) buf, end - buf);
  XDELETEVEC (buf);
  t->last = tok;
  return col;
}

void
ompm_text_tokens (ompm_text *t, const ompm_directive *d, int first, int last)
{
  for (int k = first; k < last; k++)
    if (d->toks[k]->type != CPP_PADDING)
      ompm_text_token (t, d->pfile, d->toks[k]);
}

bool
ompm_own_text_p (cpp_reader *pfile)
{
  cpp_buffer *b = cpp_get_buffer (pfile);
  return b && !cpp_get_file (b);
}

/* libcpp's line scanner reads a buffer 16 bytes at a time, past its
   end (files it reads get that much padding): zeros there.  */

static void
pad_text (ompm_text *t)
{
  if (t->cap < t->len + 1 + 16)
    {
      t->cap = t->len + 1 + 16;
      t->s = XRESIZEVEC (char, t->s, t->cap);
    }
  memset (t->s + t->len, 0, t->cap - t->len);
}

void
ompm_finish_text (ompm_directive *d, ompm_text *t)
{
  /* The text ends where the directive did, so that the user's next line
     has its number: "#line E" makes the line after it E, the last line
     of the directive, and the newline that ends that line is counted;
     the buffer's own last newline is not.  */
  int end = place (d->end).line;
  ompm_text_line (t, end);
  ompm_text_str (t, "\n\n");
  pad_text (t);
}

/* Lex text T of directive D, as libcpp lexes a file (its directives
   run), up to its end, and pop its buffer; its tokens but padding into
   *OUT.  Return whether libcpp is collecting a macro's arguments.

   T is ended here.  The user's next line is E + 1, E the directive's
   last line: the sentinel stands at the start of line E + 1, and the
   lexer stops right after it, before it counts another line.  A probe
   before it tells whether libcpp keeps its tokens (it does while it
   collects a macro's arguments; else it lexes the first token of each
   line into the same place).  */

static bool
lex_text (ompm_directive *d, ompm_text *t, vec<cpp_token> *out)
{
  int next = place (d->end).line + 1;
  ompm_text_line (t, next);
  ompm_text_str (t, PROBE "\n");
  ompm_text_line (t, next);
  ompm_text_str (t, END_OF_TEXT "\n");
  pad_text (t);
  cpp_reader *pfile = d->pfile;
  /* libcpp keeps the buffer; it is never freed.  */
  cpp_buffer *b = cpp_push_buffer (pfile, (const unsigned char *) t->s,
				   t->len, false);
  const cpp_token *probe = NULL;
  for (;;)
    {
      const cpp_token *tok = _cpp_lex_token (pfile);
      bool ours = cpp_get_buffer (pfile) == b;
      if (ours && ompm_name_p (tok, PROBE))
	probe = tok;
      else if (ours && ompm_name_p (tok, END_OF_TEXT))
	{
	  _cpp_pop_buffer (pfile);
	  return tok != probe;
	}
      /* Text ends with the sentinel, and no token of it can swallow
	 the sentinel's line.  */
      else if (tok->type == CPP_EOF)
	{
	  gcc_checking_assert (false);
	  return false;
	}
      else if (tok->type != CPP_PADDING)
	out->safe_push (*tok);
    }
}

/* Give each token of TOKS, lexed from text T, that is a user's token
   as it stands in the source its own location: the text may have put
   it further right than its column (after a macro's longer expansion,
   or rewritten clauses), and diagnostics are to name its own.  Not an
   opening parenthesis: a clause is found again by the place of its
   "(" in the text (ompm_text_place).  Lines of the text that stand for
   one line of the user's (#line N again) may put tokens at one place:
   the spots of a place are matched, in text order, to the tokens lexed
   there that are the same token (type and name), the others (the
   plugin's own) left as they are.  */

static HOST_WIDE_INT
spot_key (int line, int col)
{
  return (HOST_WIDE_INT) line << 24 | col;
}

/* A spot's place and index.  */

struct keyed_spot
{
  HOST_WIDE_INT key;
  unsigned index;
};

static int
keyed_spot_cmp (const void *x, const void *y)
{
  const keyed_spot *a = (const keyed_spot *) x;
  const keyed_spot *b = (const keyed_spot *) y;
  if (a->key != b->key)
    return a->key < b->key ? -1 : 1;
  return a->index < b->index ? -1 : a->index > b->index;
}

static void
give_locations_back (const ompm_text *t, vec<cpp_token> *toks)
{
  if (!t->nspots)
    return;
  const vec<ompm_spot> &spots = *t->spots;
  /* The spots by place, in text order at each place (by key, then
     index), and for each place the first of them not matched yet (an
     index into ORDER).  */
  auto_vec<keyed_spot, 64> order;
  for (unsigned i = 0; i < t->nspots; i++)
    order.safe_push ({ spot_key (spots[i].line, spots[i].col), i });
  order.qsort (keyed_spot_cmp);
  hash_map<int_hash<HOST_WIDE_INT, -1, -2>, unsigned> next;
  for (unsigned k = order.length (); k-- > 0;)
    next.put (order[k].key, k);
  for (unsigned i = 0; i < toks->length (); i++)
    {
      cpp_token &tok = (*toks)[i];
      if (tok.type == CPP_PRAGMA || tok.type == CPP_PRAGMA_EOL)
	continue;
      expanded_location x = expand_location (tok.src_loc);
      if (x.line <= 0 || x.column <= 0 || x.column >= (1 << 24))
	continue;
      HOST_WIDE_INT key = spot_key (x.line, x.column);
      unsigned *k = next.get (key);
      if (!k || *k >= order.length ())
	continue;
      const ompm_spot &sp = spots[order[*k].index];
      if (order[*k].key != key || sp.type != tok.type
	  || (tok.type == CPP_NAME && sp.node != tok.val.node.node))
	continue;
      ++*k;
      if (tok.type != CPP_OPEN_PAREN)
	tok.src_loc = sp.loc;
    }
}

/* Whether TOKS are whole pragmas, which libcpp puts before a macro's
   expansion when they stand in its arguments.  */

static bool
pragmas_only_p (const vec<cpp_token> &toks)
{
  bool in_pragma = false;
  for (unsigned i = 0; i < toks.length (); i++)
    if (toks[i].type == CPP_PRAGMA)
      in_pragma = true;
    else if (toks[i].type == CPP_PRAGMA_EOL)
      in_pragma = false;
    else if (!in_pragma)
      return false;
  return !in_pragma;
}

void
ompm_text_append (ompm_text *t, ompm_text *from)
{
  ompm_text_add (t, from->s, from->len);
  for (unsigned i = 0; i < from->nspots; i++)
    {
      if (!t->spots)
	t->spots = new vec<ompm_spot> ();
      t->spots->truncate (t->nspots);
      t->spots->safe_push ((*from->spots)[i]);
      t->nspots++;
    }
  t->far_place |= from->far_place;
  t->line = from->line;
  t->col = from->col;
  XDELETEVEC (from->s);
  delete from->spots;
  memset (from, 0, sizeof *from);
}

/* Say that text T of directive D names a place libcpp cannot give, and
   drop it.  */

static void
far_place_sorry (ompm_directive *d, ompm_text *t)
{
  /* Clauses are found again by the column of their "(" (places), and
     libcpp gives no column to a token that far right.  */
  sorry_at (d->loc, "a directive the plugin rewrites, with clauses beyond "
	    "column %u of their line", LINE_MAP_MAX_COLUMN_NUMBER - 1);
  XDELETEVEC (t->s);
  delete t->spots;
}

cpp_token *
ompm_lex_text_now (ompm_directive *d, ompm_text *t, unsigned *n)
{
  *n = 0;
  cpp_token *copy = NULL;
  if (t->far_place)
    far_place_sorry (d, t);
  else
    {
      auto_vec<cpp_token, 64> toks;
      lex_text (d, t, &toks);
      XDELETEVEC (t->s);
      give_locations_back (t, &toks);
      delete t->spots;
      *n = toks.length ();
      copy = XNEWVEC (cpp_token, *n ? *n : 1);
      memcpy (copy, toks.address (), *n * sizeof (cpp_token));
    }
  memset (t, 0, sizeof *t);
  return copy;
}

void
ompm_push_text (ompm_directive *d, ompm_text *t)
{
  gcc_checking_assert (d->taken && !d->handed_back);
  d->handed_back = true;
  if (char *prefix = ompm_fe->text_prefix ? ompm_fe->text_prefix () : NULL)
    {
      /* Whole lines before the text's own first #line: the places of
	 its tokens (T->spots) stay as they are.  */
      size_t n = strlen (prefix);
      char *s = XNEWVEC (char, n + t->len + 1);
      memcpy (s, prefix, n);
      memcpy (s + n, t->s, t->len);
      s[n + t->len] = 0;
      XDELETEVEC (t->s);
      free (prefix);
      t->s = s;
      t->len += n;
      t->cap = t->len + 1;
    }
  if (d->left_open)
    {
      /* The parser is to see the end of the file or the rest of a
	 macro's expansion next (a lookahead or a context, which come
	 before any text): GCC would have had its errors there.  */
      ompm_pad_token (d->pragma);
      ompm_finish_text (d, t);
      cpp_push_buffer (d->pfile, (const unsigned char *) t->s, t->len,
		       false);
      return;
    }
  if (t->far_place)
    {
      far_place_sorry (d, t);
      taken_text (t, d);
    }
  auto_vec<cpp_token, 64> toks;
  bool in_args = lex_text (d, t, &toks);
  XDELETEVEC (t->s);
  t->s = NULL;
  if (in_args && !pragmas_only_p (toks))
    {
      /* Its declarations would become the macro's argument, and its
	 pragmas would leave them.  */
      sorry_at (d->loc, "this directive inside the arguments of a "
		"function-like macro");
      delete t->spots;
      taken_text (t, d);
      toks.truncate (0);
      lex_text (d, t, &toks);
      XDELETEVEC (t->s);
      t->s = NULL;
    }
  gcc_checking_assert (!toks.is_empty () && toks[0].type == CPP_PRAGMA);
  if (toks.is_empty () || toks[0].type != CPP_PRAGMA)
    return;
  give_locations_back (t, &toks);
  delete t->spots;
  t->spots = NULL;
  t->nspots = 0;
  /* The user's pragma token is libcpp's directive_result, which each
     directive of the text overwrote: it becomes the text's first.  The
     context reads from the copies, which live as long as cc1.  */
  *const_cast<cpp_token *> (d->pragma) = toks[0];
  unsigned n = toks.length () - 1;
  if (n)
    {
      cpp_token *rest = XNEWVEC (cpp_token, n);
      memcpy (rest, &toks[1], n * sizeof (cpp_token));
      _cpp_push_token_context (d->pfile, NULL, rest, n);
    }
}

/* The _Pragma operator.  libcpp runs a _Pragma's directive without
   calling line_change, so the plugin never sees it; what GCC 12 does
   not know would then get GCC's own errors, as if it were not valid
   OpenMP.  So the operator is watched: libcpp asks the macro_to_expand
   callback before it expands a macro marked NODE_CONDITIONAL, and
   _Pragma is marked so.  A _Pragma whose directive uses what the plugin
   adds gets a sorry before GCC's errors.  */

static cpp_hashnode *pragma_operator;
static cpp_hashnode *(*prev_macro_to_expand) (cpp_reader *, const cpp_token *);

/* The next token that is not padding, peeking from index *I on.  */

static const cpp_token *
peek_solid (cpp_reader *pfile, int *i)
{
  for (;;)
    {
      const cpp_token *t = cpp_peek_token (pfile, (*i)++);
      if (t->type != CPP_PADDING)
	return t;
    }
}

/* The word of the directive TEXT (a _Pragma's string, its quotes and
   escapes left in) that the plugin would have had to handle, or
   NULL.  */

static const char *
plugin_word (const char *text)
{
  static const char *const known[]
    = { "mapper", "present", "iterator", "indirect", "enter" };
  auto_vec<char *, 16> words;
  for (const char *p = text; *p;)
    if (ISIDST (*p))
      {
	const char *q = p;
	while (ISIDNUM (*q))
	  q++;
	words.safe_push (xstrndup (p, q - p));
	p = q;
      }
    else
      p++;
  const char *found = NULL;
  unsigned n = words.length ();
  if (n >= 2 && strcmp (words[0], "omp") == 0)
    {
      if (strcmp (words[1], "begin") == 0)
	found = "begin declare target";
      bool target = strcmp (words[1], "target") == 0;
      bool declare = strcmp (words[1], "declare") == 0;
      for (unsigned i = 2; i < n && !found && (target || declare); i++)
	for (unsigned k = 0; k < ARRAY_SIZE (known) && !found; k++)
	  /* present and iterator on target lines; mapper on both;
	     indirect and enter on declare lines.  */
	  if (strcmp (words[i], known[k]) == 0
	      && (k == 0 || (k < 3) == target))
	    found = known[k];
    }
  for (unsigned i = 0; i < n; i++)
    free (words[i]);
  return found;
}

static cpp_hashnode *
on_macro_to_expand (cpp_reader *pfile, const cpp_token *tok)
{
  cpp_hashnode *node = tok->val.node.node;
  if (node != pragma_operator)
    return prev_macro_to_expand ? prev_macro_to_expand (pfile, tok) : NULL;
  int i = 0;
  if (peek_solid (pfile, &i)->type != CPP_OPEN_PAREN)
    return node;
  const cpp_token *str = peek_solid (pfile, &i);
  if (str->type != CPP_STRING && str->type != CPP_WSTRING)
    return node;
  char *text = xstrndup ((const char *) str->val.str.text, str->val.str.len);
  const char *word = plugin_word (text);
  free (text);
  /* libcpp asks again when it expands a macro argument first and the
     result later: one sorry a place.  */
  static hash_set<tree> *reported;
  if (word)
    {
      if (!reported)
	reported = new hash_set<tree>;
      if (!reported->add (ompm_place (tok->src_loc)))
	sorry_at (tok->src_loc, "%qs in a %<_Pragma%> operator", word);
    }
  return node;
}

void
ompm_watch_pragma_operator (cpp_reader *pfile)
{
  pragma_operator = cpp_lookup (pfile, (const unsigned char *) "_Pragma", 7);
  pragma_operator->flags |= NODE_CONDITIONAL;
  cpp_callbacks *cb = cpp_get_callbacks (pfile);
  prev_macro_to_expand = cb->macro_to_expand;
  cb->macro_to_expand = on_macro_to_expand;
}
