/* declare-target.cc -- "declare target ... indirect", enter and begin forms.
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

/* OpenMP 5.1, 2.14.7: a host function pointer to a function declared
   "indirect" may be called in a target region, and the call reaches the
   function's device version.  At lex time (pragma.cc calls in here):

     #pragma omp declare target enter(f, g) indirect

   is taken away from GCC and replaced by

     #pragma omp declare target to(f, g)	(enter is 5.2's spelling)
     <registration of f and g>

   and "begin declare target [indirect[(expr)]] [device_type(...)]",
   which GCC 12 does not know, opens a declare target block
   (ompm_fe->open_declare_target, as GCC's own block form does); the
   functions declared in an indirect block are registered at its "end
   declare target".  A registration is, on the directive's line,

     #pragma omp declare target
     static void *__ompm_ind_dev_3[] = { (void *) f, (void *) g };
     #pragma omp end declare target
     static void *const __ompm_ind_host_3[] = { (void *) f, (void *) g };
     static int __ompm_ind_fetch_3 (int d, void **o)	  target region that
       ...						  reads the device table,
							  if present on D
     __attribute__ ((constructor)) static void __ompm_ind_reg_3 (void)
     { GOMPX_indirect_register (__ompm_ind_host_3, (expr) ? 2 : 0,
				__ompm_ind_fetch_3); }
     __attribute__ ((destructor)) static void __ompm_ind_unreg_3 (void)
     { GOMPX_indirect_unregister (__ompm_ind_host_3); }

   In the device image the same initializer gives the functions' device
   addresses: libgompx pairs them with the host table (libgompx/
   api/indirect.c).  At PRE_GENERICIZE (lower/indirect.cc) every target
   region gets GOMPX_indirect_prepare (device) before it.  A GIMPLE pass
   makes every call through a pointer in a target region or in a
   declare target function (implicitly so too) call
   __gompx_translate_fptr on the pointer first (identity on the host);
   host code keeps its calls (lower/indirect.cc).  */

#include "base/ompmapper-gcc.h"
#include "lex/lex.h"
#include "base/frontend.h"

/* The prefix of everything a registration declares: no prepare call and
   no translation in its own target regions.  */
#define IND_PREFIX OMPM_INDIRECT_PREFIX


/* One open declare target block: whether it is indirect, the expression
   of indirect(expr) as text (NULL for true), and the functions declared
   in it so far.  */

struct block
{
  bool indirect;
  char *expr;
  location_t loc;
  vec<tree> fns;
  /* Where EXPR's first token stood.  */
  location_t expr_loc;
  /* device_type(host) or (nohost) of a begin declare target: the
     attribute its functions get ("omp declare target host" or
     "... nohost", as GCC 12 gives those of a list), else NULL.  */
  const char *device_type;
};

static vec<block> blocks;

vec<ompm_dt_block> ompm_dt_blocks;

/* Registrations of indirect functions declared inside an enclosing
   declare target block: a registration's constructor would be device
   code there (the offload compilers have no constructors: "global
   constructors not supported on this target"), so they wait for the
   outermost block's end.  */
static ompm_text pending;
static unsigned n_registrations;

bool
ompm_indirect_block_p (void)
{
  return !blocks.is_empty () && blocks.last ().indirect;
}

void
ompm_add_device_type (tree fn, const char *attr)
{
  if (!lookup_attribute (attr, DECL_ATTRIBUTES (fn)))
    DECL_ATTRIBUTES (fn) = tree_cons (get_identifier (attr), NULL_TREE,
				      DECL_ATTRIBUTES (fn));
}

/* PLUGIN_FINISH_DECL and PLUGIN_FINISH_PARSE_FUNCTION: a function
   declared in an indirect block is an indirect function.  */

static void
note_function (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  /* cc1plus's blocks are known by their places (ompm_dt_blocks).  */
  if (!ompm_fe->lexes_as_it_parses
      || blocks.is_empty ()
      || TREE_CODE (decl) != FUNCTION_DECL
      || (DECL_CONTEXT (decl)
	  && TREE_CODE (DECL_CONTEXT (decl)) == FUNCTION_DECL)
      || !DECL_NAME (decl)
      /* A mapper's hidden functions are the host's alone.  */
      || ompm_hidden_fn_p (decl))
    return;
  /* The device_type of the innermost block that has one.  */
  for (unsigned i = blocks.length (); i-- > 0;)
    if (blocks[i].device_type)
      {
	ompm_add_device_type (decl, blocks[i].device_type);
	break;
      }
  if (!ompm_indirect_block_p ())
    return;
  vec<tree> &fns = blocks.last ().fns;
  tree id = DECL_NAME (decl);
  for (unsigned i = 0; i < fns.length (); i++)
    if (fns[i] == id)
      return;
  fns.safe_push (id);
}

/* Push to IDS the functions of the list that starts at TOKS[FIRST], as
   identifiers whose names the registration's text spells: those the
   front end finds to be functions where it stands at lex time (cc1);
   else (cc1plus, which knows no scope then) every name, qualified ones
   (ns::f, S::g) as written, which the front end looks up where the
   registration's table is declared (fe-cxx.cc, listed_function).  */

static void
list_functions (const vec<const cpp_token *> &toks, unsigned first,
		vec<tree> *ids)
{
  if (ompm_fe->lexes_as_it_parses)
    {
      for (unsigned j = first; j < toks.length ()
	   && toks[j]->type != CPP_CLOSE_PAREN; j++)
	if (toks[j]->type == CPP_NAME)
	  {
	    tree id = HT_IDENT_TO_GCC_IDENT (HT_NODE (toks[j]->val.node.node));
	    tree decl = ompm_fe->lookup (id);
	    if (decl && TREE_CODE (decl) == FUNCTION_DECL)
	      ids->safe_push (id);
	  }
      return;
    }
  obstack name;
  obstack_init (&name);
  for (unsigned j = first; j < toks.length (); j++)
    {
      enum cpp_ttype t = toks[j]->type;
      if (t == CPP_NAME)
	obstack_grow (&name, NODE_NAME (toks[j]->val.node.node),
		      NODE_LEN (toks[j]->val.node.node));
      else if (t == CPP_SCOPE)
	obstack_grow (&name, "::", 2);
      else if (t != CPP_COMMA && t != CPP_CLOSE_PAREN)
	{
	  /* Not a name: g++ says so at the directive.  */
	  obstack_free (&name, obstack_finish (&name));
	  while (j + 1 < toks.length () && toks[j + 1]->type != CPP_COMMA
		 && toks[j + 1]->type != CPP_CLOSE_PAREN)
	    j++;
	  continue;
	}
      if ((t == CPP_COMMA || t == CPP_CLOSE_PAREN)
	  && obstack_object_size (&name))
	{
	  obstack_1grow (&name, 0);
	  ids->safe_push (get_identifier ((const char *) obstack_finish
					  (&name)));
	}
      if (t == CPP_CLOSE_PAREN)
	break;
    }
  obstack_free (&name, NULL);
}

/* Append to TEXT the registration of the functions IDS (identifiers),
   with indirect(EXPR) (NULL: true), as lines numbered LINE: in C, where
   the front end stands at the directive (C++ registers through a table
   the front end declares, registration_table).  */

static void
registration (ompm_text *text, const vec<tree> &ids, const char *expr,
	      int line)
{
  unsigned k = n_registrations++;
  unsigned n = ids.length ();
  char buf[256];
  ompm_text_line (text, line);
  ompm_text_str (text, "extern void GOMPX_indirect_register (void *const *, "
		 "unsigned long, int (*) (int, void **)); extern void "
		 "GOMPX_indirect_unregister (void *const *); extern int "
		 "omp_target_is_present (const void *, int);\n");
  ompm_text_line (text, line);
  ompm_text_str (text, "#pragma omp declare target\n");
  for (int dev = 1; dev >= 0; dev--)
    {
      if (!dev)
	{
	  ompm_text_line (text, line);
	  ompm_text_str (text, "#pragma omp end declare target\n");
	}
      ompm_text_line (text, line);
      snprintf (buf, sizeof buf, "static void *%s" IND_PREFIX "%s_%u[] = { ",
		dev ? "" : "const ", dev ? "dev" : "host", k);
      ompm_text_str (text, buf);
      for (unsigned i = 0; i < n; i++)
	{
	  /* __extension__: ISO C has no function-to-object pointer
	     conversion, and -pedantic would say so on the user's line.  */
	  ompm_text_str (text, "__extension__ (void *) ");
	  ompm_text_str (text, IDENTIFIER_POINTER (ids[i]));
	  ompm_text_str (text, ", ");
	}
      ompm_text_str (text, "};\n");
    }
  ompm_text_line (text, line);
  /* Nothing to read where libgomp has not loaded the unit's image (a
     shared library's constructors run before its image registers).  */
  snprintf (buf, sizeof buf,
	    "static int " IND_PREFIX "fetch_%u (int __d, void **__o) { "
	    "if (!omp_target_is_present (" IND_PREFIX "dev_%u, __d)) "
	    "return 0;\n", k, k);
  ompm_text_str (text, buf);
  ompm_text_line (text, line);
  snprintf (buf, sizeof buf,
	    "#pragma omp target device (__d) map (from: __o[0:%u])\n", n);
  ompm_text_str (text, buf);
  ompm_text_line (text, line);
  snprintf (buf, sizeof buf, "for (int __i = 0; __i < %u; __i++) __o[__i] = "
	    IND_PREFIX "dev_%u[__i]; return 1; }\n", n, k);
  ompm_text_str (text, buf);
  ompm_text_line (text, line);
  snprintf (buf, sizeof buf,
	    "__attribute__ ((__constructor__)) static void " IND_PREFIX
	    "reg_%u (void) { GOMPX_indirect_register (" IND_PREFIX "host_%u, ",
	    k, k);
  ompm_text_str (text, buf);
  if (expr)
    {
      ompm_text_str (text, "(");
      ompm_text_str (text, expr);
      ompm_text_str (text, ") ? ");
    }
  snprintf (buf, sizeof buf, "%u%s, " IND_PREFIX "fetch_%u); }\n", n,
	    expr ? " : 0" : "", k);
  ompm_text_str (text, buf);
  /* A shared library's functions go with it (dlclose).  */
  ompm_text_line (text, line);
  snprintf (buf, sizeof buf,
	    "__attribute__ ((__destructor__)) static void " IND_PREFIX
	    "unreg_%u (void) { GOMPX_indirect_unregister (" IND_PREFIX
	    "host_%u); }\n", k, k);
  ompm_text_str (text, buf);
}

/* Append to TEXT the registration of the functions of block K of
   ompm_dt_blocks, with indirect(VALUE) (NULL: true), as lines numbered
   LINE: where the front end parses it, "#pragma ompmapper
   indirect_table K" declares the tables, which the rest reads.  */

static void
registration_table (ompm_text *text, unsigned k, const char *value,
		    int line)
{
  unsigned r = ompm_dt_blocks[k].reg;
  char buf[512];
  ompm_text_line (text, line);
  ompm_text_str (text, "#pragma " OMPM_PRAGMA_SPACE " "
		 OMPM_INDIRECT_SCOPE_PRAGMA_NAME "\n");
  ompm_text_line (text, line);
  ompm_text_pragma (text, OMPM_INDIRECT_TABLE_PRAGMA_NAME, k);
  ompm_text_line (text, line);
  ompm_text_str (text, "extern \"C\" { extern void GOMPX_indirect_register "
		 "(void *const *, unsigned long, int (*) (int, void **)); "
		 "extern void GOMPX_indirect_unregister (void *const *); "
		 "extern int GOMPX_map_is_present (const void *, int); }\n");
  ompm_text_line (text, line);
  snprintf (buf, sizeof buf,
	    "static int " IND_PREFIX "fetch_%u (int __d, void **__o) { "
	    "unsigned long __n = " IND_PREFIX "n_%u; "
	    "if (!GOMPX_map_is_present (" IND_PREFIX "dev_%u, __d)) "
	    "return 0;\n", r, r, r);
  ompm_text_str (text, buf);
  ompm_text_line (text, line);
  ompm_text_str (text, "#pragma omp target device (__d) "
		 "map (from: __o[0:__n])\n");
  ompm_text_line (text, line);
  snprintf (buf, sizeof buf, "for (unsigned long __i = 0; __i < __n; "
	    "__i++) __o[__i] = " IND_PREFIX "dev_%u[__i]; return 1; }\n", r);
  ompm_text_str (text, buf);
  ompm_text_line (text, line);
  snprintf (buf, sizeof buf,
	    "__attribute__ ((__constructor__)) static void " IND_PREFIX
	    "reg_%u (void) { if (" IND_PREFIX "n_%u) "
	    "GOMPX_indirect_register (" IND_PREFIX "host_%u, ", r, r, r);
  ompm_text_str (text, buf);
  if (value)
    {
      ompm_text_str (text, "(");
      ompm_text_str (text, value);
      ompm_text_str (text, ") ? ");
    }
  snprintf (buf, sizeof buf, IND_PREFIX "n_%u%s, " IND_PREFIX "fetch_%u); }\n",
	    r, value ? " : 0" : "", r);
  ompm_text_str (text, buf);
  ompm_text_line (text, line);
  snprintf (buf, sizeof buf,
	    "__attribute__ ((__destructor__)) static void " IND_PREFIX
	    "unreg_%u (void) { if (" IND_PREFIX "n_%u) "
	    "GOMPX_indirect_unregister (" IND_PREFIX "host_%u); }\n",
	    r, r, r);
  ompm_text_str (text, buf);
}

/* Parse the clauses of a declare target directive, TOKS[START..]:
   to/enter/link lists, indirect[(expr)], device_type(kind).  Set
   *INDIRECT, *EXPR_FIRST/LAST (the tokens of expr, or -1), *LISTS (the
   index of each list's first token), *DEVICE_TYPE (the kind's token, or
   -1).  Return false after an error.  */

struct dt_clauses
{
  int indirect;			/* Token of "indirect", or -1.  */
  int indirect_end;		/* Past its parenthesis, if any.  */
  int expr_first, expr_last;
  int device_type;		/* Token of the kind, or -1.  */
  bool any_list;
  bool only_known;
};

static bool
parse_clauses (const vec<const cpp_token *> &toks, unsigned start,
	       dt_clauses *c)
{
  c->indirect = c->indirect_end = c->expr_first = c->expr_last = -1;
  c->device_type = -1;
  c->any_list = false;
  c->only_known = true;
  unsigned n = toks.length ();
  for (unsigned i = start; i < n;)
    {
      const cpp_token *t = toks[i];
      if (t->type == CPP_COMMA)
	{
	  i++;
	  continue;
	}
      if (t->type != CPP_NAME)
	{
	  c->only_known = false;
	  return true;
	}
      const char *name = (const char *) NODE_NAME (t->val.node.node);
      int close = -1;
      if (i + 1 < n && toks[i + 1]->type == CPP_OPEN_PAREN)
	{
	  close = ompm_closing_paren (toks.address (), i + 1, n);
	  if ((unsigned) close >= n)
	    {
	      c->only_known = false;
	      return true;
	    }
	}
      if (strcmp (name, "indirect") == 0)
	{
	  if (c->indirect >= 0)
	    {
	      error_at (t->src_loc, "too many %<indirect%> clauses");
	      return false;
	    }
	  c->indirect = i;
	  c->indirect_end = close >= 0 ? close + 1 : i + 1;
	  if (close >= 0)
	    {
	      if (close == (int) i + 2)
		{
		  error_at (toks[close]->src_loc, "expected an expression in "
			    "%<indirect%> clause");
		  return false;
		}
	      c->expr_first = i + 2;
	      c->expr_last = close;
	    }
	}
      else if (strcmp (name, "device_type") == 0 && close == (int) i + 3)
	c->device_type = i + 2;
      else if ((strcmp (name, "to") == 0 || strcmp (name, "enter") == 0
		|| strcmp (name, "link") == 0) && close >= 0)
	c->any_list = true;
      else
	c->only_known = false;
      i = close >= 0 ? close + 1 : i + 1;
    }
  return true;
}

/* Whether indirect(EXPR) in TOKS (C) is written with a constant EXPR
   whose value is zero: an integer, possibly in parentheses (macros are
   expanded: the directive is taken when it has indirect).  */

static bool
indirect_false_p (cpp_reader *pfile, const vec<const cpp_token *> &toks,
		  const dt_clauses &c)
{
  int first = c.expr_first, last = c.expr_last;
  if (first < 0)
    return false;
  while (last - first >= 3 && toks[first]->type == CPP_OPEN_PAREN
	 && toks[last - 1]->type == CPP_CLOSE_PAREN)
    first++, last--;
  if (last != first + 1 || toks[first]->type != CPP_NUMBER)
    return false;
  unsigned flags = cpp_classify_number (pfile, toks[first], NULL,
					toks[first]->src_loc);
  if ((flags & CPP_N_CATEGORY) != CPP_N_INTEGER)
    return false;
  cpp_num v = cpp_interpret_integer (pfile, toks[first], flags);
  return v.low == 0 && v.high == 0;
}

/* Check that indirect goes with device_type(any) if with any.  OpenMP
   5.1, 2.14.7: the restriction holds where the indirect clause's
   expression is true, so not for indirect(0).  */

static bool
check_device_type (cpp_reader *pfile, const vec<const cpp_token *> &toks,
		   const dt_clauses &c)
{
  if (c.indirect < 0 || c.device_type < 0)
    return true;
  const cpp_token *k = toks[c.device_type];
  if (ompm_name_p (k, "any") || indirect_false_p (pfile, toks, c))
    return true;
  error_at (toks[c.indirect]->src_loc, "%<indirect%> clause requires "
	    "%<device_type(any)%>");
  return false;
}

/* The text of TOKS[FIRST..LAST), or NULL if FIRST < 0.  */

static char *
tokens_text (cpp_reader *pfile, const vec<const cpp_token *> &toks, int first,
	     int last)
{
  if (first < 0)
    return NULL;
  ompm_text t = { NULL, 0, 0, 0, 0, NULL, NULL, NULL, 0, false };
  for (int i = first; i < last; i++)
    {
      unsigned char *buf = XNEWVEC (unsigned char, cpp_token_len (toks[i]) + 1);
      unsigned char *end = cpp_spell_token (pfile, toks[i], buf, false);
      ompm_text_add (&t, (const char *) buf, end - buf);
      ompm_text_str (&t, " ");
      XDELETEVEC (buf);
    }
  return t.s;
}

/* The identifiers a macro on a declare target line may expand to that
   the plugin must see.  */
static const char *const declare_target_interest[]
  = { "indirect", "enter", "device_type", "to", "link", NULL };

/* Pad the indirect clause C found among TOKS, and a comma beside it.  */

static void
pad_indirect (const vec<const cpp_token *> &toks, const dt_clauses &c)
{
  if (c.indirect < 0)
    return;
  int first = c.indirect, last = c.indirect_end;
  ompm_clause_with_comma (toks.address (), toks.length (), &first, &last);
  for (int i = first; i < last; i++)
    ompm_pad_token (toks[i]);
}

/* Start TEXT with the declare target directive D as GCC is to see it:
   HEAD, then its tokens but for padding, without those from FIRST to
   LAST - 1.  */

static void
directive_text (ompm_text *text, const ompm_directive *d, int first,
		int last, const char *head = "#pragma omp declare")
{
  ompm_text_begin (text, d);
  ompm_text_str (text, head);
  if (first >= 0)
    ompm_clause_with_comma (d->toks.address (), d->toks.length (), &first,
			    &last);
  ompm_text_tokens (text, d, 0, first < 0 ? d->toks.length () : first);
  if (first >= 0)
    ompm_text_tokens (text, d, last, d->toks.length ());
  ompm_text_str (text, "\n");
}

/* Finish with directive D, which GCC is to see as it is now: hand it
   back, after HEAD, if it was taken.  */

static void
leave_to_gcc (ompm_directive *d, const char *head = "#pragma omp declare")
{
  if (d->taken)
    {
      ompm_text text;
      directive_text (&text, d, -1, -1, head);
      ompm_push_text (d, &text);
    }
  ompm_release_directive (d);
}

/* Append to TEXT, on line LINE, the file-scope constant VALUE, the
   truth of indirect(expr): expr the tokens FIRST to LAST - 1 of
   directive D or, D null, the text EXPR.  C++ allows a dynamic
   initializer, which would run after the registration: constexpr says
   "not usable in a constant expression" instead (C++11 on).  In C the
   initializer is "expr ? 1 : 0", the expression's tokens first: GCC's
   "initializer element is not constant" is then at the first (with
   "!!(" before them, it was at a column of the text's own).  Only an
   assignment or a comma, which a constant expression has not, binds
   less tightly than the conditional.  */

static void
value_constant (ompm_text *text, const char *value, int line,
		const ompm_directive *d, int first, int last, const char *expr,
		location_t at = UNKNOWN_LOCATION)
{
  bool cxx = !ompm_fe->lexes_as_it_parses;
  /* The text EXPR where its tokens stood (AT, in the same file, a
     begin declare target's), what comes before it on the line before:
     so its diagnostics are at it, not at the end directive.  */
  expanded_location x = { NULL, 0, 0, NULL, false };
  if (!d && at != UNKNOWN_LOCATION)
    x = expand_location (linemap_resolve_location
			 (line_table, at, LRK_MACRO_EXPANSION_POINT, NULL));
  bool placed = (x.file && text->file && !strcmp (x.file, text->file)
		 && x.line > 1 && x.column > 0);
  for (int pass = cxx ? 0 : 1; pass < 2; pass++)
    {
      if (cxx)
	{
	  ompm_text_line (text, line);
	  ompm_text_str (text, pass == 0 ? "#if __cplusplus >= 201103L\n"
			 : "#else\n");
	}
      ompm_text_line (text, placed ? x.line - 1 : line);
      ompm_text_str (text, pass == 0 ? "static constexpr int "
		     : "static const int ");
      ompm_text_str (text, value);
      bool bare = !cxx && (d || placed);
      ompm_text_str (text, cxx ? " = !!(" : bare ? " = " : " = (");
      if (placed)
	{
	  ompm_text_str (text, "\n");
	  while (text->col < x.column - 1)
	    ompm_text_add (text, " ", 1);
	}
      if (d)
	ompm_text_tokens (text, d, first, last);
      else
	ompm_text_str (text, expr);
      ompm_text_str (text, bare ? " ? 1 : 0;\n" : ");\n");
    }
  if (cxx || placed)
    ompm_text_line (text, line);
  if (cxx)
    ompm_text_str (text, "#endif\n");
}

/* "#pragma omp declare target ..." seen at lex time; PRAGMA is the
   pragma token.  Returns true if the directive was taken over.  */

bool
ompm_indirect_declare_target (cpp_reader *pfile, const cpp_token *pragma)
{
  ompm_directive d;
  ompm_read_directive (pfile, pragma, &d, declare_target_interest);
  vec<const cpp_token *> &toks = d.toks;
  /* toks[0] is "target".  */
  dt_clauses c;
  if (!parse_clauses (toks, 1, &c))
    {
      /* Reported: GCC need not complain about the clause again.  */
      pad_indirect (toks, c);
      leave_to_gcc (&d);
      return false;
    }
  if (c.indirect >= 0 && !d.taken)
    {
      /* Taken from here on, with its macros expanded.  */
      ompm_take_directive (&d);
      if (!parse_clauses (toks, 1, &c))
	{
	  pad_indirect (toks, c);
	  leave_to_gcc (&d);
	  return false;
	}
    }

  /* enter(list) is 5.2's spelling of to(list), which GCC 13 and after
     know (OMPM_NATIVE_ENTER).  */
  cpp_hashnode *to = cpp_lookup (pfile, (const unsigned char *) "to", 2);
  for (unsigned i = 1; i < toks.length () && !OMPM_NATIVE_ENTER; i++)
    if (ompm_name_p (toks[i], "enter")
	&& i + 1 < toks.length () && toks[i + 1]->type == CPP_OPEN_PAREN)
      const_cast<cpp_token *> (toks[i])->val.node.node = to;

  if (c.indirect < 0)
    {
      /* A block of GCC's own form, or a list GCC handles.  */
      if (toks.length () == 1)
	blocks.safe_push ({ false, NULL, pragma->src_loc, vNULL,
			    UNKNOWN_LOCATION, NULL });
      leave_to_gcc (&d);
      return false;
    }
  if (!check_device_type (pfile, toks, c))
    {
      pad_indirect (toks, c);
      leave_to_gcc (&d);
      return false;
    }

  bool never = indirect_false_p (pfile, toks, c);
  char *expr = tokens_text (pfile, toks, c.expr_first, c.expr_last);
  if (!c.any_list)
    {
      /* "declare target indirect" with no list: clang's block form.  */
      warning_at (toks[c.indirect]->src_loc, 0,
		  "%<#pragma omp declare target indirect%> without a list "
		  "is an extension; OpenMP 5.1 spells it %<#pragma omp "
		  "begin declare target indirect%>");
      pad_indirect (toks, c);
      blocks.safe_push ({ !never, expr, pragma->src_loc, vNULL,
			  expr ? toks[c.expr_first]->src_loc
			  : UNKNOWN_LOCATION, NULL });
      leave_to_gcc (&d);
      return false;
    }

  /* The list form: the directive without indirect, then the
     registration of the list's functions.  Variables in the list are
     declare target as GCC makes them; indirect means nothing for them
     (as in GCC trunk), and so it does for indirect(0).  */
  auto_vec<tree, 8> ids;
  for (unsigned i = 1; i < toks.length (); i++)
    if (toks[i]->type == CPP_NAME
	&& (toks[i]->val.node.node == to || ompm_name_p (toks[i], "enter")
	    || ompm_name_p (toks[i], "link"))
	&& i + 1 < toks.length () && toks[i + 1]->type == CPP_OPEN_PAREN
	&& !never)
      list_functions (toks, i + 2, &ids);

  ompm_text text;
  directive_text (&text, &d, c.indirect, c.indirect_end);
  int line = d.line;
  char *value = NULL;
  if (expr && !ids.is_empty ())
    {
      /* indirect(expr): a constant, which a file-scope initializer must
	 be (GCC says "initializer element is not constant" otherwise, at
	 the expression's first token).  */
      value = xasprintf (IND_PREFIX "value_%u", n_registrations);
      value_constant (&text, value, line, &d, c.expr_first, c.expr_last,
		      NULL);
    }
  if (ids.is_empty ())
    ;
  else if (!ompm_fe->lexes_as_it_parses)
    {
      /* The names are looked up where the table is declared, so that
	 one g++ finds no function for (undeclared, overloaded) is left
	 out, after g++'s error at the directive, rather than said
	 wrong twice more by the registration's text.  */
      ompm_dt_block r = { 0, 0, true, NULL, n_registrations++, vNULL,
			  vNULL };
      r.names.safe_splice (ids);
      ompm_dt_blocks.safe_push (r);
      registration_table (blocks.is_empty () ? &text : &pending,
			  ompm_dt_blocks.length () - 1, value, line);
    }
  else if (ompm_fe->file_scope_p ())
    registration (blocks.is_empty () ? &text : &pending, ids, value, line);
  else
    sorry_at (pragma->src_loc, "%<indirect%> on a %<declare target%> "
	      "directive at block scope");
  ompm_push_text (&d, &text);
  ompm_release_directive (&d);
  free (expr);
  free (value);
  return true;
}

/* "#pragma omp begin declare target ..." that GCC knows (13 and after;
   on 12 it comes to ompm_indirect_begin_declare_target), PRAGMA its
   pragma token: GCC opens the block, the plugin takes the indirect
   clause from it (GCC 13 does not know it; GCC 14's own is not used,
   base/gcc-compat.h says why) and registers the block's functions at
   its end, as for clang's block form above.  Returns true if the
   directive was taken over.  */

bool
ompm_indirect_begin_directive (cpp_reader *pfile, const cpp_token *pragma)
{
  ompm_directive d;
  ompm_read_directive (pfile, pragma, &d, declare_target_interest);
  vec<const cpp_token *> &toks = d.toks;
  /* toks[0] and toks[1] are "declare target".  */
  dt_clauses c;
  if (toks.length () < 2 || !ompm_name_p (toks[0], "declare")
      || !ompm_name_p (toks[1], "target"))
    {
      leave_to_gcc (&d, "#pragma omp begin");
      return false;
    }
  /* A block without indirect: GCC's, which its end pops here too (GCC
     opens the block also where it finds an error in the clauses, which
     it says).  */
  block plain = { false, NULL, pragma->src_loc, vNULL, UNKNOWN_LOCATION,
		  NULL };
  if (!parse_clauses (toks, 2, &c))
    {
      if (d.taken)
	pad_indirect (toks, c);
      blocks.safe_push (plain);
      leave_to_gcc (&d, "#pragma omp begin");
      return false;
    }
  if (c.indirect < 0)
    {
      blocks.safe_push (plain);
      leave_to_gcc (&d, "#pragma omp begin");
      return false;
    }
  if (!d.taken)
    {
      /* Taken, the directive's tokens are copies: the clauses again.  */
      ompm_take_directive (&d);
      if (!parse_clauses (toks, 2, &c))
	{
	  pad_indirect (toks, c);
	  blocks.safe_push (plain);
	  leave_to_gcc (&d, "#pragma omp begin");
	  return false;
	}
    }
  /* indirect with device_type(host) or (nohost): the error, and no
     block, as on GCC 12 (ompm_indirect_begin_declare_target): the
     directive is gone, and GCC says so at the block's end.  */
  if (!check_device_type (pfile, toks, c))
    {
      ompm_release_directive (&d);
      return true;
    }
  bool never = indirect_false_p (pfile, toks, c);
  char *expr = tokens_text (pfile, toks, c.expr_first, c.expr_last);
  pad_indirect (toks, c);
  blocks.safe_push ({ !never, expr, pragma->src_loc, vNULL,
		      expr ? toks[c.expr_first]->src_loc : UNKNOWN_LOCATION,
		      NULL });
  leave_to_gcc (&d, "#pragma omp begin");
  return false;
}

/* Append to TEXT, on line LINE, the file-scope constant that holds
   indirect(EXPR)'s value (EXPR as text, its first token at AT), and
   return its name.  */

static char *
indirect_value (ompm_text *text, const char *expr, location_t at, int line)
{
  char *value = xasprintf (IND_PREFIX "value_%u", n_registrations);
  value_constant (text, value, line, NULL, 0, 0, expr, at);
  return value;
}

/* "#pragma omp end declare target" seen at lex time.  Returns true if
   the directive was taken over.  */

bool
ompm_indirect_end_declare_target (cpp_reader *pfile, const cpp_token *pragma)
{
  if (blocks.is_empty ())
    /* GCC says that there is no matching begin.  */
    return false;
  block b = blocks.pop ();
  bool flush = blocks.is_empty () && pending.len;
  /* Where the parser does not stand at the directive (cc1plus), the
     block's functions are known only when it is parsed: its places for
     the front end to find them by, and a registration of all it finds
     (registration_table).  */
  bool by_place = !ompm_fe->lexes_as_it_parses;
  if (by_place)
    {
      ompm_dt_block r = { b.loc, pragma->src_loc, b.indirect, b.device_type,
			  0, vNULL, vNULL };
      ompm_dt_blocks.safe_push (r);
    }
  if ((!b.indirect || (b.fns.is_empty () && !by_place)) && !flush)
    {
      b.fns.release ();
      free (b.expr);
      return false;
    }
  ompm_directive d;
  ompm_read_directive (pfile, pragma, &d, NULL);
  ompm_take_directive (&d);
  ompm_text text;
  ompm_text_begin (&text, &d);
  int line = d.line;
  ompm_text_str (&text, "#pragma omp end");
  ompm_text_tokens (&text, &d, 0, d.toks.length ());
  ompm_text_str (&text, "\n");
  if (b.indirect && by_place)
    {
      ompm_text *to = blocks.is_empty () ? &text : &pending;
      char *value = (b.expr ? indirect_value (to, b.expr, b.expr_loc, line)
		     : NULL);
      ompm_dt_blocks.last ().reg = n_registrations++;
      registration_table (to, ompm_dt_blocks.length () - 1, value, line);
      free (value);
    }
  else if (b.indirect && !b.fns.is_empty ())
    {
      char *value = (b.expr
		     ? indirect_value (&text, b.expr, b.expr_loc, line) : NULL);
      if (ompm_fe->file_scope_p ())
	registration (blocks.is_empty () ? &text : &pending, b.fns, value,
		      line);
      free (value);
    }
  if (flush)
    {
      ompm_text_add (&text, pending.s, pending.len);
      XDELETEVEC (pending.s);
      memset (&pending, 0, sizeof pending);
    }
  ompm_push_text (&d, &text);
  ompm_release_directive (&d);
  b.fns.release ();
  free (b.expr);
  return true;
}

/* "#pragma omp begin declare target [clauses]", which GCC 12 does not
   know: libcpp hands it to the def_pragma callback with its tokens still
   to read.  Returns true if it was this directive.  */

/* Append to OUT the tokens IN[0..N) with their macros expanded, none of
   ACTIVE (the macros being expanded) again: libcpp hands a directive GCC
   does not know to the def_pragma callback with expansion off, where
   GCC's own directives have it on.  Object-like and function-like
   macros; one whose body stringifies or pastes stays as written.  */

static void
expand_tokens (const cpp_token *const *in, unsigned n,
	       vec<const cpp_token *> *out, vec<cpp_hashnode *> *active)
{
  for (unsigned i = 0; i < n; i++)
    {
      const cpp_token *t = in[i];
      if (t->type == CPP_PADDING)
	continue;
      cpp_hashnode *node = t->type == CPP_NAME ? t->val.node.node : NULL;
      const cpp_macro *m = (node && cpp_user_macro_p (node)
			    ? node->value.macro : NULL);
      if (!m || m->kind != cmk_macro || active->length () > 32
	  || active->contains (node))
	{
	  out->safe_push (t);
	  continue;
	}
      bool plain = true;
      for (unsigned k = 0; k < m->count; k++)
	if (m->exp.tokens[k].flags & (STRINGIFY_ARG | PASTE_LEFT))
	  plain = false;
      auto_vec<const cpp_token *, 16> body;
      if (!m->fun_like && !plain)
	{
	  out->safe_push (t);
	  continue;
	}
      if (!m->fun_like)
	for (unsigned k = 0; k < m->count; k++)
	  body.safe_push (&m->exp.tokens[k]);
      else
	{
	  /* NAME ( args ): the arguments split at the commas outside
	     brackets, the variadic one taking the rest.  */
	  unsigned j = i + 1;
	  while (j < n && in[j]->type == CPP_PADDING)
	    j++;
	  if (j >= n || in[j]->type != CPP_OPEN_PAREN)
	    {
	      out->safe_push (t);
	      continue;
	    }
	  auto_vec<unsigned, 8> starts;
	  starts.safe_push (j + 1);
	  int depth = 0;
	  unsigned close = n;
	  for (unsigned k = j; k < n && close == n; k++)
	    {
	      int step = ompm_bracket_step (in[k]->type);
	      depth += step;
	      if (depth == 0 && step < 0)
		close = k;
	      else if (depth == 1 && in[k]->type == CPP_COMMA
		       && (!m->variadic || starts.length () < m->paramc))
		starts.safe_push (k + 1);
	    }
	  if (close == n || !plain)
	    {
	      for (unsigned k = i; k <= close && k < n; k++)
		out->safe_push (in[k]);
	      i = close;
	      continue;
	    }
	  for (unsigned k = 0; k < m->count; k++)
	    {
	      const cpp_token *e = &m->exp.tokens[k];
	      if (e->type != CPP_MACRO_ARG)
		{
		  body.safe_push (e);
		  continue;
		}
	      unsigned a = e->val.macro_arg.arg_no - 1;
	      if (a >= starts.length ())
		continue;
	      unsigned from = starts[a];
	      unsigned to = a + 1 < starts.length () ? starts[a + 1] - 1 : close;
	      expand_tokens (in + from, to - from, &body, active);
	    }
	  i = close;
	}
      active->safe_push (node);
      expand_tokens (body.address (), body.length (), out, active);
      active->pop ();
    }
}

bool
ompm_indirect_begin_declare_target (cpp_reader *pfile, location_t loc)
{
  static const char *const words[] = { "omp", "begin", "declare", "target" };
  for (int i = 0; i < 4; i++)
    {
      const cpp_token *t = cpp_peek_token (pfile, i);
      if (t->type != CPP_NAME
	  || strcmp ((const char *) NODE_NAME (t->val.node.node), words[i]))
	return false;
    }
  auto_vec<const cpp_token *, 16> raw, toks;
  for (;;)
    {
      const cpp_token *t = cpp_get_token (pfile);
      if (t->type == CPP_EOF || t->type == CPP_PRAGMA_EOL)
	break;
      if (t->type != CPP_PADDING)
	raw.safe_push (t);
    }
  auto_vec<cpp_hashnode *, 8> active;
  expand_tokens (raw.address (), raw.length (), &toks, &active);
  /* toks[0..3]: omp begin declare target.  */
  dt_clauses c;
  if (!parse_clauses (toks, 4, &c))
    return true;
  if (!c.only_known || c.any_list)
    {
      error_at (toks.length () > 4 ? toks[4]->src_loc : loc,
		"%<#pragma omp begin declare target%> takes only "
		"%<indirect%> and %<device_type%> clauses");
      return true;
    }
  if (!check_device_type (pfile, toks, c))
    return true;
  bool indirect = c.indirect >= 0 && !indirect_false_p (pfile, toks, c);
  const char *device_type = NULL;
  if (c.device_type >= 0)
    {
      const cpp_token *k = toks[c.device_type];
      if (ompm_name_p (k, "host"))
	device_type = "omp declare target host";
      else if (ompm_name_p (k, "nohost"))
	device_type = "omp declare target nohost";
      else if (!ompm_name_p (k, "any"))
	{
	  error_at (k->src_loc, "expected %<host%>, %<nohost%> or %<any%>");
	  return true;
	}
    }
  ompm_fe->open_declare_target (loc);
  blocks.safe_push ({ indirect,
		      tokens_text (pfile, toks, c.expr_first, c.expr_last),
		      loc, vNULL,
		      c.expr_first >= 0 && c.expr_first < c.expr_last
		      ? toks[c.expr_first]->src_loc : UNKNOWN_LOCATION,
		      device_type });
  return true;
}

void
ompm_register_declare_target (void)
{
  register_callback (ompm_plugin_name, PLUGIN_FINISH_DECL, note_function,
		     NULL);
  register_callback (ompm_plugin_name, PLUGIN_FINISH_PARSE_FUNCTION,
		     note_function, NULL);
}
