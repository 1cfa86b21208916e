/* fe-c.cc -- the plugin in cc1, the C front end.
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

/* cc1 lexes as it parses: when libcpp hands the plugin a directive,
   the parser stands where the directive is, in its scope.  So a mapper
   becomes text that C parses in that scope: at block scope a GNU nested
   function, which keeps C's scoping, handed back at once; at file
   scope a static function, handed back once the parser meets the
   plugin's "#pragma ompmapper declare_mapper N" where an external
   declaration may stand (the lexer cannot tell that the directive is
   not inside a struct definition).

     #pragma omp declare mapper (id: struct S v) map(to: v, v.d[0:v.len]) \
			 map(mapper(m), alloc: v.in)

   becomes

     #line N
     static void __attribute__ ((__unused__)) __ompm_mapper_7 (void) {
     #line N
				 struct S v __attribute__ ((__unused__)) ;
     #line N
     #pragma omp target map(to: v, v.d[0:v.len])
     #line N
     ;
     #line N
     #pragma omp target            map(          alloc: v.in)
     #line N
     ;
     #line N
     }

   followed by the runtime function __ompm_mapper_rt_7, with an empty
   body that dynamic.cc fills.  */

#include "base/ompmapper-gcc.h"
#include "lower/lower.h"
#include "fe/fe.h"
#include "base/frontend.h"

/* c-decl.cc's; cc1 exports it (weak: a plugin is loaded into cc1plus
   too, which has not).  */
extern void c_bind (location_t, tree, bool) __attribute__ ((weak));

static bool
c_file_scope_p (void)
{
  return global_bindings_p ();
}

static tree
c_lookup (tree id)
{
  return lookup_name (id);
}

static void
c_declare_at_file_scope (tree var)
{
  c_bind (UNKNOWN_LOCATION, var, true);
}

static void
c_open_declare_target (location_t)
{
  ompm_c_open_declare_target ();
}

/* The pragma that stands for a file-scope mapper until the parser meets
   it, and the hidden functions' text of each such mapper, by index, until
   then.  */
#define MAPPER_PRAGMA_SPACE OMPM_PRAGMA_SPACE
#define MAPPER_PRAGMA_NAME OMPM_MAPPER_PRAGMA_NAME
struct deferred_mapper
{
  cpp_token *toks;
  unsigned n;
  /* TOKS once handed to the parser (TOKS is then null), which reads
     them as it parses: on_mapper_var_pragma may pad the clauses' yet.  */
  cpp_token *handed;
};
static hash_map<int_hash<unsigned, -1U>, deferred_mapper> *deferred_mappers;

/* Where the hidden function's declaration and the "#pragma GCC
   diagnostic pop" after it stand on their lines (see
   c_hand_back_mapper); below GCC's largest column number.  */
#define DECL_COLUMN 100
#define POP_COLUMN 1000

/* Start the declaration of hidden function NAME in FN, at the start of
   a line: at block scope a nested function at column DECL_COLUMN, else
   a static one.  */

static void
hidden_fn_start (ompm_text *fn, bool file_scope, const char *name)
{
  if (!file_scope)
    {
      while (fn->col < DECL_COLUMN - 1)
	ompm_text_add (fn, " ", 1);
      ompm_text_str (fn, "__extension__ ");
    }
  else
    ompm_text_str (fn, "static ");
  ompm_text_str (fn, "void __attribute__ ((__unused__)) ");
  ompm_text_str (fn, name);
}

/* "#pragma ompmapper mapper_type N" and "#pragma ompmapper mapper_var
   N", before and after the declaration of mapper N's variable.  */
#define MAPPER_TYPE_PRAGMA_NAME "mapper_type"
#define MAPPER_VAR_PRAGMA_NAME "mapper_var"

/* The variable of mapper INDEX: "TYPE VAR", at the columns of D's
   tokens, of no concern to the user whether used or not, between the
   pragmas that check its type (on_mapper_var_pragma).  */

static void
c_mapper_variable (ompm_text *body, const ompm_directive *d, unsigned index,
		   int first, int last)
{
  ompm_text_pragma (body, MAPPER_TYPE_PRAGMA_NAME, index);
  ompm_text_line (body, d->line);
  ompm_text_tokens (body, d, first, last);
  ompm_text_str (body, " __attribute__ ((__unused__)) ;\n");
  ompm_text_line (body, d->line);
  ompm_text_pragma (body, MAPPER_VAR_PRAGMA_NAME, index);
}

static void
on_mapper_type_pragma (cpp_reader *)
{
  ompm_mapper_header_begin (ompm_mapper_pragma_index ());
}

/* The mapper's variable, just declared in its hidden function: give it
   the error type if its type will not do, and take its clauses away,
   where GCC 13 and later would say again that the variable has no
   mappable type (GCC 12 asks a language hook, which the plugin answers:
   pragma.cc, mappable_type): at file scope the parser has their tokens
   still to read, and they become padding.  At block scope they are text
   libcpp has still to read, and stay: GCC 13 and later say so there
   (the manual's "GCC releases").  */

static void
drop_mapper_clauses (unsigned index)
{
  deferred_mapper *fns = deferred_mappers ? deferred_mappers->get (index)
			 : NULL;
  if (!fns || !fns->handed)
    return;
  bool in = false;
  for (unsigned i = 0; i < fns->n; i++)
    {
      cpp_token *t = &fns->handed[i];
      if (t->type == CPP_PRAGMA && t->val.pragma == PRAGMA_OMP_TARGET)
	in = true;
      if (!in)
	continue;
      in = t->type != CPP_PRAGMA_EOL;
      t->type = CPP_PADDING;
      t->val.source = NULL;
    }
}

static void
on_mapper_var_pragma (cpp_reader *)
{
  unsigned index = ompm_mapper_pragma_index ();
  if (index >= ompm_mapper_decls.length ())
    return;
  tree var = lookup_name (ompm_mapper_decls[index].var_name);
  if (var && VAR_P (var) && DECL_CONTEXT (var) == current_function_decl
      && !ompm_check_mapper_type (index, TREE_TYPE (var), false))
    {
      TREE_TYPE (var) = error_mark_node;
      drop_mapper_clauses (index);
    }
}

static void
c_hand_back_mapper (ompm_directive *d, unsigned index, int, int,
		    ompm_text *body, int line)
{
  /* At block scope the function is a GNU nested function: __extension__
     keeps -pedantic quiet about it.  */
  ompm_text fn;
  ompm_text_begin (&fn, d);
  char name[64];
  snprintf (name, sizeof name, OMPM_MAPPER_FN_PREFIX "%u", index);
  bool file_scope = global_bindings_p ();
  if (!file_scope)
    {
      /* At block scope the function is a declaration in the user's
	 block (which gives the block a BIND_EXPR, so that lower.cc sees
	 where the mapper's scope ends), possibly after statements: keep
	 C90's "mixed declarations and code" quiet for it.  GCC finds the
	 #pragma GCC diagnostic state in force at a diagnostic's location,
	 and the function's declaration is on line N: it starts at column
	 DECL_COLUMN, after the "ignored", and the "pop" stands at column
	 POP_COLUMN, after it.  */
      ompm_text_str (&fn, "#pragma GCC diagnostic push\n");
      ompm_text_line (&fn, line);
      ompm_text_str (&fn, "#pragma GCC diagnostic ignored "
		"\"-Wdeclaration-after-statement\"\n");
      ompm_text_line (&fn, line);
    }
  hidden_fn_start (&fn, file_scope, name);
  ompm_text_str (&fn, " (void) {\n");
  ompm_text_append (&fn, body);
  ompm_text_line (&fn, line);
  ompm_text_str (&fn, "}\n");
  /* The runtime function for array sections of the type (dynamic.cc
     writes its body): map vector, element, what to do.  */
  snprintf (name, sizeof name, OMPM_MAPPER_RT_PREFIX "%u", index);
  ompm_text_line (&fn, line);
  hidden_fn_start (&fn, file_scope, name);
  ompm_text_str (&fn, " " OMPM_MAPPER_RT_PARMS " { }\n");
  if (!file_scope)
    {
      ompm_text_line (&fn, line);
      while (fn.col < POP_COLUMN - 1)
	ompm_text_add (&fn, " ", 1);
      ompm_text_str (&fn, "#pragma GCC diagnostic pop\n");
    }
  if (!file_scope)
    {
      ompm_push_text (d, &fn);
      return;
    }

  /* At file scope the directive may stand inside a struct definition,
     which the lexer cannot tell: a pragma of the plugin's own stands in
     its place and hands the function's tokens, lexed now (so that the
     user's tokens keep their locations), to the parser once it meets
     the pragma where a declaration may stand (on_mapper_pragma).  */
  deferred_mapper fns;
  fns.toks = ompm_lex_text_now (d, &fn, &fns.n);
  fns.handed = NULL;
  if (!deferred_mappers)
    deferred_mappers = new hash_map<int_hash<unsigned, -1U>,
				    deferred_mapper>;
  deferred_mappers->put (index, fns);
  ompm_text stub;
  ompm_text_begin (&stub, d);
  ompm_text_pragma (&stub, MAPPER_PRAGMA_NAME, index);
  ompm_push_text (d, &stub);
}

/* "#pragma ompmapper declare_mapper N" (the text c_hand_back_mapper
   hands back for a file-scope mapper, of index N): at file scope, where
   the C parser lets an external declaration stand, hand the lexer the
   hidden functions; elsewhere (a struct definition, parameter
   declarations), GCC's error for declare reduction there.  */

static void
on_mapper_pragma (cpp_reader *pfile)
{
  unsigned index = ompm_mapper_pragma_index ();
  deferred_mapper *fns = (index != -1U && deferred_mappers
			  ? deferred_mappers->get (index) : NULL);
  if (!fns || !fns->toks)
    {
      error ("%<#pragma " MAPPER_PRAGMA_SPACE "%> is internal to the plugin");
      return;
    }
  cpp_token *toks = fns->toks;
  fns->toks = NULL;
  if (!valid_location_for_stdc_pragma_p ())
    {
      error_at (ompm_mapper_decls[index].loc, "%<#pragma omp declare "
		"mapper%> not at file or block scope");
      XDELETEVEC (toks);
    }
  else if (fns->n)
    {
      /* The context reads from TOKS, which live as long as cc1.  */
      fns->handed = toks;
      _cpp_push_token_context (pfile, NULL, toks, fns->n);
    }
}

/* GCC's diagnostics name the function they occur in.  In a hidden
   mapper function they name the function the directive is in instead,
   or none at file scope, as for the directive itself.  */

static void (*prev_print_error_function) (ompm_diagnostic_sink, const char *,
					  ompm_diagnostic_info *);

static void
print_error_function (ompm_diagnostic_sink context, const char *file,
		      ompm_diagnostic_info *diagnostic)
{
  tree saved = current_function_decl;
  if (current_function_decl && ompm_hidden_fn_p (current_function_decl))
    current_function_decl = decl_function_context (current_function_decl);
  prev_print_error_function (context, file, diagnostic);
  current_function_decl = saved;
}

static void
c_init (void)
{
  c_register_pragma (MAPPER_PRAGMA_SPACE, MAPPER_PRAGMA_NAME,
		     on_mapper_pragma);
  c_register_pragma (MAPPER_PRAGMA_SPACE, MAPPER_TYPE_PRAGMA_NAME,
		     on_mapper_type_pragma);
  c_register_pragma (MAPPER_PRAGMA_SPACE, MAPPER_VAR_PRAGMA_NAME,
		     on_mapper_var_pragma);
  prev_print_error_function = lang_hooks.print_error_function;
  lang_hooks.print_error_function = print_error_function;
}

static void
c_register_mapper_fn (tree fndecl)
{
  ompm_register_mapper (fndecl, true);
}

const ompm_frontend ompm_fe_c = {
  "C",
  c_file_scope_p,
  c_lookup,
  c_declare_at_file_scope,
  c_open_declare_target,
  c_mapper_variable,
  c_hand_back_mapper,
  NULL,
  NULL,
  c_init,
  c_register_mapper_fn,
  NULL,
  NULL,
  NULL,
  NULL,
  NULL,
  NULL,
  NULL,
  NULL,
  NULL,
  true,
  false,
  false
};
