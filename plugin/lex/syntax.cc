/* syntax.cc -- the syntax of OpenMP clauses at the token level, as the
   lexer reads them (pragma.cc, iterator.cc, declare-target.cc); the names
   of the functions the lexer hands GCC.
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

#include "base/ompmapper-gcc.h"
#include "lex/lex.h"

/* The GCC identifier of the CPP_NAME token TOK.  */

tree
ompm_token_identifier (const cpp_token *tok)
{
  return HT_IDENT_TO_GCC_IDENT (HT_NODE (tok->val.node.node));
}

/* Whether TOK is a C keyword rather than an identifier.  */

bool
ompm_keyword_p (const cpp_token *tok)
{
  return C_IS_RESERVED_WORD (ompm_token_identifier (tok));
}

/* How a token of type T changes the depth of brackets -- parentheses,
   square brackets, braces -- at which a clause's tokens lie: 1, -1 or
   0.  */

int
ompm_bracket_step (enum cpp_ttype t)
{
  if (t == CPP_OPEN_PAREN || t == CPP_OPEN_SQUARE || t == CPP_OPEN_BRACE)
    return 1;
  if (t == CPP_CLOSE_PAREN || t == CPP_CLOSE_SQUARE || t == CPP_CLOSE_BRACE)
    return -1;
  return 0;
}

/* The index of the colon that ends the modifiers among TOKS[START..END),
   the tokens inside a clause's parentheses (the first colon outside
   brackets, so not one of an array section), or -1.  */

int
ompm_modifier_colon (const cpp_token *const *toks, int start, int end)
{
  int depth = 0;
  for (int i = start; i < end; i++)
    {
      enum cpp_ttype t = toks[i]->type;
      int step = ompm_bracket_step (t);
      if (step)
	depth += step;
      else if (t == CPP_COLON && depth == 0)
	return i;
    }
  return -1;
}

/* Given the tokens TOKS[START..END) inside the parentheses of a map, to
   or from clause, find a mapper(ID) modifier among the modifiers (before
   the first colon outside brackets).  If there is one, set *ID, *FIRST to
   its first token index and *LAST past its last token, including a comma
   after it, or a colon after it when it is the only modifier (as in
   "to(mapper(id): x)").  Return false and report an error if the
   modifier is malformed or given twice.  */

bool
ompm_find_mapper_modifier (const cpp_token *const *toks, int start,
			   int end, tree *id, int *first, int *last)
{
  *id = NULL_TREE;
  int colon = ompm_modifier_colon (toks, start, end);
  if (colon < 0)
    return true;

  for (int i = start; i < colon; i++)
    {
      if (!ompm_name_p (toks[i], "mapper"))
	continue;
      if (i + 3 >= end
	  || toks[i + 1]->type != CPP_OPEN_PAREN
	  || toks[i + 2]->type != CPP_NAME
	  || toks[i + 3]->type != CPP_CLOSE_PAREN)
	{
	  error_at (toks[i]->src_loc,
		    "expected %<(%>, a mapper identifier and %<)%> after "
		    "%<mapper%>");
	  return false;
	}
      if (*id)
	{
	  error_at (toks[i]->src_loc, "too many %<mapper%> modifiers");
	  return false;
	}
      if (ompm_keyword_p (toks[i + 2]) && !ompm_name_p (toks[i + 2], "default"))
	{
	  error_at (toks[i + 2]->src_loc,
		    "expected identifier or %<default%> before %qs",
		    (const char *) NODE_NAME (toks[i + 2]->val.node.node));
	  return false;
	}
      *id = ompm_token_identifier (toks[i + 2]);
      *first = i;
      *last = i + 4;
      if (*last < end && toks[*last]->type == CPP_COMMA)
	(*last)++;
      else if (*last == colon && i == start)
	(*last)++;
      i += 3;
    }
  return true;
}

void
ompm_clause_with_comma (const cpp_token *const *toks, int n, int *first,
			int *last)
{
  if (*last < n && toks[*last]->type == CPP_COMMA)
    ++*last;
  else
    {
      int k = *first - 1;
      while (k >= 0 && toks[k]->type == CPP_PADDING)
	k--;
      if (k >= 0 && toks[k]->type == CPP_COMMA)
	*first = k;
    }
}

/* The index among TOKS[0..N) of the parenthesis that closes the one at
   TOKS[OPEN], or N if the line ends first.  */

int
ompm_closing_paren (const cpp_token *const *toks, int open, int n)
{
  int depth = 1, i = open + 1;
  for (; i < n; i++)
    if (toks[i]->type == CPP_OPEN_PAREN)
      depth++;
    else if (toks[i]->type == CPP_CLOSE_PAREN && --depth == 0)
      break;
  return i;
}

/* At the top of a C++ type or list item (outside brackets), where "<"
   can only open template arguments: keep in *ANGLES how many lists of
   them are open after a token of type T.  */

void
ompm_angle_step (enum cpp_ttype t, int *angles)
{
  if (t == CPP_LESS)
    ++*angles;
  else if (t == CPP_GREATER && *angles > 0)
    --*angles;
  else if (t == CPP_RSHIFT && *angles > 0)
    *angles = *angles > 1 ? *angles - 2 : 0;
}

int
ompm_list_item_end (const cpp_token *const *toks, int a, int close)
{
  int depth = 0, angles = 0;
  for (; a < close; a++)
    {
      enum cpp_ttype t = toks[a]->type;
      depth += ompm_bracket_step (t);
      if (depth != 0)
	continue;
      ompm_angle_step (t, &angles);
      if (t == CPP_COMMA && angles == 0)
	break;
    }
  return a;
}

/* Whether FNDECL is one of the functions pragma.cc hands GCC for a
   declare mapper.  */

bool
ompm_hidden_fn_p (tree fndecl)
{
  return (TREE_CODE (fndecl) == FUNCTION_DECL
	  && DECL_NAME (fndecl)
	  && startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
			 OMPM_MAPPER_FN_PREFIX));
}
