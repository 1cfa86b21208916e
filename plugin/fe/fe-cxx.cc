/* fe-cxx.cc -- the plugin in cc1plus, the C++ front end (in progress).
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

/* cc1plus lexes the whole file before it parses (doc/design.md, "C++"):
   what the lexer hands back must be valid in every scope, and scope is
   known only in a pragma's handler, which the parser runs where it
   stands.  A mapper becomes

     #pragma ompmapper declare_mapper 7
     #line N
     struct __ompm_hidden_7 { static void __ompm_mapper_7 (struct S &v) {
     #line N
     #pragma omp target map(to: v, v.d[0:v.len])
     #line N
     ;
     #line N
     } static void __ompm_mapper_rt_7 (void *, void *, int) { } };

   The member functions have the names of C's hidden functions, so that
   the registry and lowering find them as in C.  The pragma's handler
   sees where the mapper stands: a namespace, a class or a block; a
   mapper in a local class is a sorry, and never registered.  "#pragma ompmapper mapper_end 7" after the struct
   declares, in a class, the marker C++ lookup finds the mapper by.  At
   PLUGIN_PRE_GENERICIZE of __ompm_mapper_7 its body takes C's shape:
   GCC gave the reference V's clauses as *V (map(to: *v), v->d...) with
   a "firstprivate reference" companion, which become a variable V of
   the struct type and its members, the companion dropped.  The runtime
   function, an inline member and so of vague linkage, becomes local to
   the translation unit, since another unit's mapper of the same number
   is another function.

   A template's instantiation, lowered where the file ends, sees the
   mappers declared before the template (visibility_limit).

   The C++ parser gives each list item's clause the location of the
   item's first token: the lexer keys the mapper(ID) and present
   modifiers of target constructs, and the items of the depend clauses
   that stand for iterator modifiers, by those (places_per_item).

   A mapper in a block may use the variables of its function, as C's
   nested hidden function may: its clauses are parsed as an unevaluated
   operand, where g++ allows them in a local class's member function
   (on_outer_begin_pragma), and expanded only in that function
   (ompm_mapper_outer_ok).

   A mapper in a block is registered where the walk of its function
   meets its marker (mark_block_mapper, cxx_block_mapper); one in a
   namespace or a class is visible where C++ name lookup finds its
   marker (mark_namespace_mapper, on_mapper_end_pragma,
   update_visibility).

   A mapper in a block of a function template is registered by each
   instantiation, where its walk meets the marker's copy.

   One in a class template has a mapper for each specialization,
   instantiated where a function first finds the specialization's copy
   of the marker (update_template_visibility).

   The functions of a declare target block are found as g++ finishes
   them, by the places of the block's directives (note_dt_function),
   and an indirect block's tables declared where its registration
   stands (on_indirect_table_pragma).

   A member function defined in its class before a mapper of the class
   is lowered after the parse (defer_lowering).

   Not yet (a sorry where met): mappers in local classes; a lambda in a
   member function defined in its class before a mapper it uses; a
   target construct in a generic lambda within a block
   mapper's scope; a using-directive in a block that names a
   namespace with a mapper; mapper expressions that make temporaries
   with destructors
   (std::min (v.len, 8)); a block mapper that uses its function's
   variables in a function template, in a lambda, or through its
   runtime function.  */

#define OMPM_CXX_FRONTEND 1
#include "base/ompmapper-gcc.h"
#include "lower/lower.h"
#include "fe/fe.h"
#include "base/frontend.h"

/* cc1plus's (weak: the plugin is loaded into cc1 too, which has
   neither).  */
#pragma weak scope_chain
#pragma weak cp_global_trees
#pragma weak cp_unevaluated_operand
extern int at_function_scope_p (void) __attribute__ ((weak));
extern tree pushdecl (tree, bool) __attribute__ ((weak));
extern void add_decl_expr (tree) __attribute__ ((weak));
extern tree build_lang_decl_loc (location_t, enum tree_code, tree, tree)
  __attribute__ ((weak));
extern tree lookup_name (tree) __attribute__ ((weak));
extern tree lookup_qualified_name (tree, tree, LOOK_want, bool)
  __attribute__ ((weak));
extern tree decl_namespace_context (tree) __attribute__ ((weak));
extern bool is_ancestor (tree, tree) __attribute__ ((weak));
extern tree complete_type (tree) __attribute__ ((weak));
extern bool dependent_type_p (tree) __attribute__ ((weak));
extern bool decl_constant_var_p (tree) __attribute__ ((weak));
extern tree scalar_constant_value (tree) __attribute__ ((weak));
extern void finish_member_declaration (tree) __attribute__ ((weak));
extern tree instantiate_decl (tree, bool, bool) __attribute__ ((weak));
extern tree push_template_decl (tree, bool) __attribute__ ((weak));
extern tree lookup_member (tree, tree, int, bool, tsubst_flags_t,
			   access_failure_info *) __attribute__ ((weak));
extern void retrofit_lang_decl (tree) __attribute__ ((weak));
extern tree build_lang_decl (enum tree_code, tree, tree) __attribute__ ((weak));

/* The name of the variable that marks where mapper N is declared in a
   block or a namespace: "__ompm_mapper_at_N".  */
#define BLOCK_MARKER_PREFIX "__ompm_mapper_at_"

#define MAPPER_PRAGMA_NAME OMPM_MAPPER_PRAGMA_NAME
#define COMPLETE_PRAGMA_NAME "complete_type"
/* "#pragma ompmapper outer_begin N" and "outer_end N", around the
   clauses of mapper N's hidden function (on_outer_begin_pragma).  */
#define OUTER_BEGIN_PRAGMA_NAME "outer_begin"
#define OUTER_END_PRAGMA_NAME "outer_end"
/* "#pragma ompmapper mapper_end N", after mapper N's struct: in a
   class, the mapper's type is known there.  */
#define MAPPER_END_PRAGMA_NAME "mapper_end"

/* The name of the member typedef that marks a mapper declared in a
   class: "__ompm_class_mapper_ID_U", U the UID of the mapper's type, so
   that C++ class member lookup of it finds the mapper for that type and
   identifier visible where it is made (the class's own hides its
   bases' and its enclosing classes').  */
#define CLASS_MARKER_PREFIX "__ompm_class_mapper_"

/* What needs the parser in the directive's scope at lex time is a sorry
   before these are called (lexes_as_it_parses).  */

static bool
cxx_file_scope_p (void)
{
  return false;
}

static tree
cxx_lookup (tree)
{
  return NULL_TREE;
}

/* At lex time the parser stands nowhere, and the scope is the global
   namespace's: VAR, declared there, is an extern variable of it, never
   defined (the plugin's own, which lowering takes away).  */

static void
cxx_declare_at_file_scope (tree var)
{
  retrofit_lang_decl (var);
  DECL_CONTEXT (var) = NULL_TREE;
  DECL_EXTERNAL (var) = 1;
  TREE_PUBLIC (var) = 1;
  DECL_IGNORED_P (var) = 1;
  pushdecl (var, false);
}

/* Where a "begin declare target" is to open its block, and whether it
   is still to: libcpp hands the directive, which it does not know, to
   the def_pragma callback, where no token can be put in its place (the
   directive's end drops pushed contexts); the next line's first token
   is where g++'s own "#pragma omp declare target" goes (line_start).  */
static location_t pending_begin;
static unsigned begin_pending;

static void
cxx_open_declare_target (location_t loc)
{
  /* Nested begins on the lines before the next: one each.  */
  if (!begin_pending)
    pending_begin = loc;
  begin_pending++;
}

/* Before TOK, the first token of a line, put "#pragma omp declare
   target" for a pending begin declare target: TOK becomes the pragma
   token (as the plugin's text does with a directive's, lex.cc), and a
   context of its own gives the parser "target", the pragma's end and
   TOK.  */

static void
cxx_line_start (cpp_reader *pfile, const cpp_token *tok, int parsing_args)
{
  if (!begin_pending || parsing_args)
    return;
  unsigned n = begin_pending;
  begin_pending = 0;
  /* "target", the pragma's end, then (PRAGMA "target" end) for each
     further block, then TOK.  */
  cpp_token *rest = XCNEWVEC (cpp_token, 3 * n);
  cpp_hashnode *target = cpp_lookup (pfile, (const unsigned char *) "target",
				     6);
  for (unsigned i = 0, k = 0; i < n; i++)
    {
      if (i)
	{
	  rest[k].type = CPP_PRAGMA;
	  rest[k].src_loc = pending_begin;
	  rest[k++].val.pragma = PRAGMA_OMP_DECLARE;
	}
      rest[k].type = CPP_NAME;
      rest[k].src_loc = pending_begin;
      rest[k].val.node.node = target;
      rest[k++].val.node.spelling = target;
      rest[k].type = CPP_PRAGMA_EOL;
      rest[k++].src_loc = pending_begin;
    }
  rest[3 * n - 1] = *tok;
  cpp_token *pragma = const_cast<cpp_token *> (tok);
  memset (pragma, 0, sizeof *pragma);
  pragma->type = CPP_PRAGMA;
  pragma->src_loc = pending_begin;
  pragma->val.pragma = PRAGMA_OMP_DECLARE;
  _cpp_push_token_context (pfile, NULL, rest, 3 * n);
}

/* The front end's text_prefix: a directive the plugin takes right
   after begin declare target (an indirect block's end, a mapper, a
   declare target list with indirect) gets g++'s own declare target
   first, which cxx_line_start would have put before its tokens.  */

static char *
cxx_text_prefix (void)
{
  if (!begin_pending)
    return NULL;
  int line = LOCATION_LINE (pending_begin);
  obstack o;
  obstack_init (&o);
  for (; begin_pending; begin_pending--)
    {
      char buf[64];
      snprintf (buf, sizeof buf, "#line %d\n#pragma omp declare target\n",
		line);
      obstack_grow (&o, buf, strlen (buf));
    }
  obstack_1grow (&o, 0);
  char *s = xstrdup ((const char *) obstack_finish (&o));
  obstack_free (&o, NULL);
  return s;
}

/* PLUGIN_FINISH_UNIT: a begin declare target with nothing after it.  */

static void
begin_at_end (void *, void *)
{
  if (begin_pending)
    error_at (pending_begin, "%<#pragma omp begin declare target%> without "
	      "corresponding %<#pragma omp end declare target%>");
}

/* The variable is the hidden function's parameter.  */

static void
cxx_mapper_variable (ompm_text *, const ompm_directive *, unsigned, int, int)
{
}

static void
cxx_hand_back_mapper (ompm_directive *d, unsigned index, int first,
		      int last, ompm_text *body, int line)
{
  ompm_text fn;
  ompm_text_begin (&fn, d);
  char buf[100];
  ompm_text_pragma (&fn, MAPPER_PRAGMA_NAME, index);
  ompm_text_line (&fn, line);
  snprintf (buf, sizeof buf, "struct __ompm_hidden_%u { static void "
	    OMPM_MAPPER_FN_PREFIX "%u (", index, index);
  ompm_text_str (&fn, buf);
  ompm_text_tokens (&fn, d, first, last - 1);
  ompm_text_str (&fn, " &");
  ompm_text_tokens (&fn, d, last - 1, last);
  ompm_text_str (&fn, ") {\n");
  ompm_text_pragma (&fn, COMPLETE_PRAGMA_NAME, index);
  /* A mapper whose clauses name the variable only whole leaves the
     parameter unused for g++ (-Wunused-parameter): it is used.  */
  ompm_text_line (&fn, line);
  ompm_text_str (&fn, "(void) ");
  ompm_text_tokens (&fn, d, last - 1, last);
  ompm_text_str (&fn, ";\n");
  ompm_text_line (&fn, line);
  ompm_text_pragma (&fn, OUTER_BEGIN_PRAGMA_NAME, index);
  ompm_text_append (&fn, body);
  ompm_text_line (&fn, line);
  ompm_text_pragma (&fn, OUTER_END_PRAGMA_NAME, index);
  ompm_text_line (&fn, line);
  snprintf (buf, sizeof buf, "} static void " OMPM_MAPPER_RT_PREFIX "%u ",
	    index);
  ompm_text_str (&fn, buf);
  ompm_text_str (&fn, OMPM_MAPPER_RT_PARMS " { } };\n");
  ompm_text_pragma (&fn, MAPPER_END_PRAGMA_NAME, index);
  ompm_push_text (d, &fn);
}

/* The variables that mark where mappers are declared in blocks, by
   declaration index (NULL_TREE for the others): a GC root, through
   ompm_keep.  */
static vec<tree> block_markers;

/* The marker of mapper INDEX declared at LOC in CONTEXT, a variable
   named BLOCK_MARKER_PREFIX "N" that no user can name.  */

static tree
new_marker (unsigned index, location_t loc, tree context)
{
  char name[sizeof BLOCK_MARKER_PREFIX + 12];
  snprintf (name, sizeof name, BLOCK_MARKER_PREFIX "%u", index);
  tree marker = build_lang_decl_loc (loc, VAR_DECL, get_identifier (name),
				     char_type_node);
  DECL_ARTIFICIAL (marker) = 1;
  DECL_IGNORED_P (marker) = 1;
  DECL_CONTEXT (marker) = context;
  return marker;
}

/* Mapper INDEX is declared in the block the parser stands in: declare
   there its marker, an artificial variable whose DECL_EXPR is the
   mapper's place among the block's statements (its struct, a local
   class, leaves none) and which gives the block a BIND_EXPR, so that
   the walk of the function (lower.cc) registers the mapper at its place
   and forgets it at the block's end, as it does C's.  */

static void
mark_block_mapper (unsigned index, ompm_mapper_decl &decl)
{
  tree marker = pushdecl (new_marker (index, decl.loc,
				      current_function_decl), false);
  add_decl_expr (marker);
  ompm_keep (marker);
  if (block_markers.length () <= index)
    block_markers.safe_grow_cleared (index + 1);
  block_markers[index] = marker;
}

/* The mappers declared in namespaces other than the global one, by
   declaration index, and their markers: variables "extern char
   __ompm_mapper_at_N;" declared where the mapper is, so that C++ name
   lookup of the marker's name says where the mapper is visible (as a
   variable declared there would be, OpenMP 5.1 2.21.7.4): in the rest
   of its namespace, reopened or nested, and where a using-directive
   brings it.  A GC root, through ompm_keep.  */
static vec<unsigned> namespace_mappers;
static vec<tree> namespace_markers;

static void
mark_namespace_mapper (unsigned index, ompm_mapper_decl &decl)
{
  tree marker = new_marker (index, decl.loc, current_namespace);
  DECL_EXTERNAL (marker) = 1;
  TREE_PUBLIC (marker) = 1;
  marker = pushdecl (marker, false);
  ompm_keep (marker);
  decl.scope_decl = current_namespace;
  namespace_mappers.safe_push (index);
  namespace_markers.safe_push (marker);
}

/* The mappers declared in classes, by declaration index, and their
   markers (NULL_TREE until the mapper's type is known, mapper_end; a
   redeclaration in one class has none, and the registry reports it):
   member typedefs (of char) named by CLASS_MARKER_PREFIX, artificial
   -- not static data members, which would make the class unmappable
   for g++ (cp_omp_mappable_type).  A GC root, through ompm_keep.  */
static vec<unsigned> class_mappers;
static vec<tree> class_markers;
/* Whether each is declared in a class template (or a class in one):
   its marker is then named by the declaration's index, and each
   specialization of the class has a copy of it, and a mapper of its
   own, registered when a function first finds that copy
   (class_instances).  */
static vec<bool> class_templated;

/* The mappers registered for specializations of class templates: the
   position in class_mappers, the marker's copy in the specialization,
   the registry's mapper.  */
struct class_instance
{
  unsigned k;
  tree marker;
  int mapper;
};
static vec<class_instance> class_instances;

/* Set while a specialization's mapper is instantiated.  */
static bool instantiating;

/* Where the plugin stands, those visible whose hidden function g++ has
   not parsed (a member function defined before the mapper in its
   class, or in a class it encloses): class_mappers's positions.  */
static vec<unsigned> unready;

/* The position of mapper INDEX in class_mappers, or its length.  */

static unsigned
class_position (unsigned index)
{
  unsigned k;
  for (k = 0; k < class_mappers.length (); k++)
    if (class_mappers[k] == index)
      break;
  return k;
}

/* The hidden struct of mapper INDEX, "__ompm_hidden_N" for INDEX N,
   among the members of CLASS_TYPE, or NULL_TREE.  */

static tree
hidden_struct (tree class_type, unsigned index)
{
  char name[40];
  snprintf (name, sizeof name, "__ompm_hidden_%u", index);
  tree id = get_identifier (name);
  for (tree f = TYPE_FIELDS (class_type); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == TYPE_DECL && DECL_NAME (f) == id
	&& CLASS_TYPE_P (TREE_TYPE (f)))
      return TREE_TYPE (f);
  return NULL_TREE;
}

/* The scope around T, looking out from a function: a function's class,
   namespace or (a friend defined in a class) that class; a class's
   enclosing class, function or namespace; NULL_TREE from a namespace.  */

static tree
enclosing_scope (tree t)
{
  if (TREE_CODE (t) == FUNCTION_DECL)
    return (DECL_FRIEND_CONTEXT (t) ? DECL_FRIEND_CONTEXT (t)
	    : CP_DECL_CONTEXT (t));
  if (CLASS_TYPE_P (t))
    return CP_TYPE_CONTEXT (t);
  return NULL_TREE;
}

/* Mapper INDEX is declared in the class being defined.  */

static void
begin_class_mapper (unsigned index, ompm_mapper_decl &decl)
{
  decl.scope_decl = current_class_type;
  class_mappers.safe_push (index);
  class_markers.safe_push (NULL_TREE);
  class_templated.safe_push (processing_template_decl != 0);
}

/* The type of the mapper whose hidden struct, named "__ompm_hidden_N"
   for INDEX N, CLASS_TYPE has just declared (its function's parameter
   is a reference to it), or NULL_TREE.  */

static tree
hidden_struct_type (tree class_type, unsigned index)
{
  tree hidden = hidden_struct (class_type, index);
  for (tree m = hidden ? TYPE_FIELDS (hidden) : NULL_TREE; m;
       m = DECL_CHAIN (m))
    if (TREE_CODE (m) == FUNCTION_DECL && ompm_mapper_fn_p (m))
      {
	tree args = TYPE_ARG_TYPES (TREE_TYPE (m));
	if (args && TREE_CODE (TREE_VALUE (args)) == REFERENCE_TYPE)
	  return TYPE_MAIN_VARIANT (TREE_TYPE (TREE_VALUE (args)));
      }
  return NULL_TREE;
}

/* "#pragma ompmapper mapper_end N", after mapper N's struct: in a
   class, declare the mapper's marker there, a member typedef whose
   name says its type and identifier.  */

static void
on_mapper_end_pragma (cpp_reader *)
{
  unsigned index = ompm_mapper_pragma_index ();
  /* In a class, g++ parses the hidden function's body where the
     outermost class ends.  */
  ompm_mapper_header_end (index);
  unsigned k = class_position (index);
  if (k == class_mappers.length () || !scope_chain || !current_class_type
      || !TYPE_BEING_DEFINED (current_class_type))
    return;
  ompm_mapper_decl &decl = ompm_mapper_decls[index];
  tree type = hidden_struct_type (current_class_type, index);
  if (!type || decl.refused)
    return;
  char name[sizeof CLASS_MARKER_PREFIX + 40];
  if (class_templated[k])
    /* The type may depend on the template's parameters.  */
    snprintf (name, sizeof name, CLASS_MARKER_PREFIX "at_%u", index);
  else
    snprintf (name, sizeof name, CLASS_MARKER_PREFIX "%s_%u",
	      decl.id ? IDENTIFIER_POINTER (decl.id) : "default",
	      TYPE_UID (type));
  tree id = get_identifier (name);
  for (unsigned j = 0; j < class_markers.length (); j++)
    if (class_markers[j] && DECL_NAME (class_markers[j]) == id
	&& DECL_CONTEXT (class_markers[j]) == current_class_type)
      /* A redeclaration, which registering it reports.  */
      return;
  tree marker = build_lang_decl_loc (decl.loc, TYPE_DECL, id,
				     char_type_node);
  DECL_ARTIFICIAL (marker) = 1;
  DECL_IGNORED_P (marker) = 1;
  /* As grokfield makes a member typedef.  */
  DECL_NONLOCAL (marker) = 1;
  DECL_CONTEXT (marker) = current_class_type;
  set_underlying_type (marker);
  if (processing_template_decl)
    marker = push_template_decl (marker, false);
  finish_member_declaration (marker);
  ompm_keep (marker);
  class_markers[k] = marker;
}

/* Whether lookup of MARKER's name where the parser stands finds it
   (alone, or among ambiguous candidates).  */

static bool
finds_p (tree marker)
{
  tree found = lookup_name (DECL_NAME (marker));
  if (found == marker)
    return true;
  for (tree t = found; t && TREE_CODE (t) == TREE_LIST; t = TREE_CHAIN (t))
    if (TREE_VALUE (t) == marker)
      return true;
  return false;
}

/* How many derivations lead from class C down to its base BASE (0 for
   C itself), or -1 if BASE is none of C's.  */

static int
base_distance (tree c, tree base, int depth = 0)
{
  if (TYPE_MAIN_VARIANT (c) == TYPE_MAIN_VARIANT (base))
    return depth;
  tree binfo = TYPE_BINFO (c);
  if (!binfo || depth > 16)
    return -1;
  int best = -1;
  tree b;
  for (unsigned i = 0; BINFO_BASE_ITERATE (binfo, i, b); i++)
    {
      int d = base_distance (BINFO_TYPE (b), base, depth + 1);
      if (d >= 0 && (best < 0 || d < best))
	best = d;
    }
  return best;
}

/* The rank of a mapper declared in class CLS, for code of FNDECL:
   those of the classes nearer FNDECL (its own, then each around it)
   above, and in one of them its own above its bases' (nearer ones
   above farther ones), as C++ lookup of a member would hide them.  One
   marker name per type and identifier makes C++ lookup itself choose
   among the classes' mappers outside templates; this ranks those of
   class templates, whose markers are named by declaration, among them
   and the rest.  */

static int
class_rank (tree cls, tree fndecl)
{
  int level = 0;
  for (tree t = fndecl; t && level < 7; t = enclosing_scope (t))
    if (CLASS_TYPE_P (t))
      {
	int d = base_distance (t, cls);
	if (d >= 0)
	  return ompm_class_rank (level, d);
	level++;
      }
  return OMPM_CLASS_RANK;
}

/* Instantiate the functions of the specialization's hidden struct of
   class mapper K, whose copy of the marker is FOUND, which registers
   the mapper for its type (cxx_register_mapper_fn: class_instances;
   nested, g++ instantiating while a function is being finished, as it
   does for a constexpr call).  */

static void
instantiate_class_mapper (unsigned k, tree found)
{
  tree hidden = hidden_struct (DECL_CONTEXT (found), class_mappers[k]);
  if (!hidden || !COMPLETE_TYPE_P (complete_type (hidden)))
    return;
  instantiating = true;
  /* The mapper's function first, then the runtime one.  */
  for (int rt = 0; rt < 2; rt++)
    for (tree f = TYPE_FIELDS (hidden); f; f = DECL_CHAIN (f))
      if (TREE_CODE (f) == FUNCTION_DECL && ompm_hidden_fn_p (f)
	  && ompm_mapper_fn_p (f) == !rt)
	{
	  mark_used (f);
	  instantiate_decl (f, false, false);
	}
  instantiating = false;
}

/* The instance of class mapper K whose marker is MARKER, or NULL.  */

static class_instance *
find_instance (unsigned k, tree marker)
{
  for (unsigned i = 0; i < class_instances.length (); i++)
    if (class_instances[i].k == k && class_instances[i].marker == marker)
      return &class_instances[i];
  return NULL;
}

/* Mapper INDEX's hidden function FNDECL is about to be registered: if
   INDEX is a class template's, for FNDECL's specialization of it,
   whose marker's copy is returned (NULL_TREE otherwise).  */

static tree
begin_instance (unsigned index, tree fndecl)
{
  unsigned k = class_position (index);
  if (k == class_mappers.length () || !class_templated[k]
      || !class_markers[k])
    return NULL_TREE;
  tree cls = TYPE_CONTEXT (DECL_CONTEXT (fndecl));
  if (!cls || !CLASS_TYPE_P (cls))
    return NULL_TREE;
  for (tree f = TYPE_FIELDS (cls); f; f = DECL_CHAIN (f))
    if (TREE_CODE (f) == TYPE_DECL
	&& DECL_NAME (f) == DECL_NAME (class_markers[k]))
      {
	ompm_mapper_decl &d = ompm_mapper_decls[index];
	d.scope_decl = cls;
	d.mapper = -1;
	d.rt_fn = NULL_TREE;
	return f;
      }
  return NULL_TREE;
}

/* FNDECL's mapper, begun by begin_instance with MARKER, is registered
   (or refused).  */

static void
end_instance (unsigned index, tree marker)
{
  int m = ompm_mapper_decls[index].mapper;
  if (!marker || m < 0)
    return;
  unsigned k = class_position (index);
  if (find_instance (k, marker))
    return;
  ompm_keep (marker);
  class_instance inst = { k, marker, m };
  class_instances.safe_push (inst);
}

/* Add to FOUND the copies of MARKER among T, what a lookup found (a
   TREE_LIST of candidates, or one).  */

static void
add_copies (tree t, tree marker, vec<tree> *found)
{
  for (; t; t = TREE_CODE (t) == TREE_LIST ? TREE_CHAIN (t) : NULL_TREE)
    {
      tree c = TREE_CODE (t) == TREE_LIST ? TREE_VALUE (t) : t;
      if (c && TREE_CODE (c) == TYPE_DECL && c != marker
	  && DECL_NAME (c) == DECL_NAME (marker)
	  && CLASS_TYPE_P (DECL_CONTEXT (c)) && !found->contains (c))
	found->safe_push (c);
    }
}

/* Class mapper K, declared in a class template: where the parser
   stands, the mapper of the specialization whose copy of the marker
   C++ lookup finds is visible, instantiated first if need be (then
   true), and no other specialization's.  */

static bool
update_template_visibility (unsigned k, tree fndecl, bool may_instantiate)
{
  /* The copies of one name that the specializations have: lookup finds
     those of the nearest class that has one (two bases' as
     candidates); the classes around it may have others, for other
     types (class_rank orders them).  */
  auto_vec<tree, 4> found;
  tree name = DECL_NAME (class_markers[k]);
  add_copies (lookup_name (name), class_markers[k], &found);
  for (tree t = fndecl; t && !(CLASS_TYPE_P (t) && !COMPLETE_TYPE_P (t));
       t = enclosing_scope (t))
    if (CLASS_TYPE_P (t))
      add_copies (lookup_member (t, name, 2, false, tf_none, NULL),
		  class_markers[k], &found);
  for (unsigned i = 0; i < class_instances.length (); i++)
    if (class_instances[i].k == k)
      {
	bool visible = found.contains (class_instances[i].marker);
	ompm_set_mapper_visibility (class_instances[i].mapper, visible,
				    visible ? class_rank (DECL_CONTEXT
							  (class_instances[i]
							   .marker), fndecl)
				    : OMPM_CLASS_RANK);
      }
  bool made = false;
  for (unsigned j = 0; j < found.length (); j++)
    {
      if (find_instance (k, found[j]) || instantiating || !may_instantiate)
	continue;
      instantiate_class_mapper (k, found[j]);
      class_instance *inst = find_instance (k, found[j]);
      if (!inst)
	continue;
      ompm_set_mapper_visibility (inst->mapper, true,
				  class_rank (DECL_CONTEXT (found[j]), fndecl));
      made = true;
    }
  return made;
}

/* Where the parser stands, for code of FNDECL, say which of the mappers
   declared in classes are visible: those C++ lookup of their markers
   finds.  The one of FNDECL itself, a mapper's hidden function being
   registered, is not "unready".  */

static void
update_class_visibility (tree fndecl)
{
  /* Class templates' first: an instantiation registers a mapper, which
     updates visibility where its function stands; again then, till
     none is needed.  */
  bool again;
  do
    {
      again = false;
      for (unsigned k = 0; k < class_mappers.length (); k++)
	if (class_markers[k] && class_templated[k]
	    && !ompm_mapper_decls[class_mappers[k]].refused)
	  again |= update_template_visibility (k, fndecl,
					       !ompm_hidden_fn_p (fndecl));
    }
  while (again);

  unready.truncate (0);
  unsigned self = -1U;
  if (ompm_mapper_fn_p (fndecl))
    self = atoi (IDENTIFIER_POINTER (DECL_NAME (fndecl))
		 + strlen (OMPM_MAPPER_FN_PREFIX));
  for (unsigned k = 0; k < class_mappers.length (); k++)
    {
      tree marker = class_markers[k];
      const ompm_mapper_decl &d = ompm_mapper_decls[class_mappers[k]];
      if (!marker || d.refused || class_templated[k])
	continue;
      bool visible = finds_p (marker);
      if (d.mapper >= 0)
	ompm_set_mapper_visibility (d.mapper, visible,
				    visible ? class_rank (DECL_CONTEXT (marker),
							  fndecl)
				    : OMPM_CLASS_RANK);
      else if (visible && class_mappers[k] != self)
	unready.safe_push (k);
    }
}

/* Whether class mapper K, whose hidden function g++ has not parsed
   yet, is the mapper for TYPE named ID; if so, refuse it (a sorry, once)
   for the use here.  */

static bool
refuse_unready (unsigned k, tree type, tree id)
{
  tree marker = class_markers[k];
  ompm_mapper_decl &d = ompm_mapper_decls[class_mappers[k]];
  if (d.id != id
      || hidden_struct_type (DECL_CONTEXT (marker), class_mappers[k])
	 != TYPE_MAIN_VARIANT (type))
    return false;
  if (!d.refused)
    {
      tree fn = current_function_decl;
      if (fn && ompm_hidden_fn_p (fn))
	sorry_at (d.loc, "%<#pragma omp declare mapper%> for %qT in "
		  "class %qT after a mapper that uses it, in %s; declare "
		  "it first", type, DECL_CONTEXT (marker), ompm_fe->name);
      else
	sorry_at (d.loc, "%<#pragma omp declare mapper%> for %qT in "
		  "class %qT after %qD, which uses it, in %s; declare "
		  "the mapper first", type, DECL_CONTEXT (marker), fn,
		  ompm_fe->name);
      d.refused = true;
    }
  return true;
}

/* The front end's unready_mapper.  */

static bool
cxx_unready_mapper (tree type, tree id)
{
  for (unsigned i = 0; i < unready.length (); i++)
    if (refuse_unready (unready[i], type, id))
      return true;
  return false;
}

/* How deep namespace NS lies: 0 for the global one.  */

static int
namespace_depth (tree ns)
{
  int depth = 0;
  for (; ns && ns != global_namespace; ns = CP_DECL_CONTEXT (ns))
    depth++;
  return depth;
}

/* Whether namespace NS nominates TARGET through its using-directives,
   at most DEPTH of them in a row (a using-directive nominates the
   namespaces its namespace's own nominate too).  */

static bool
nominates_p (tree ns, tree target, int depth)
{
  vec<tree, va_gc> *usings = NAMESPACE_LEVEL (ns)->using_directives;
  if (!usings || depth <= 0)
    return false;
  for (unsigned i = 0; i < usings->length (); i++)
    {
      tree u = ORIGINAL_NAMESPACE ((*usings)[i]);
      if (u == target || nominates_p (u, target, depth - 1))
	return true;
    }
  return false;
}

/* The innermost namespace that encloses both namespaces A and B.  */

static tree
common_namespace (tree a, tree b)
{
  while (!is_ancestor (a, b))
    a = CP_DECL_CONTEXT (a);
  return a;
}

/* The namespace a mapper declared in namespace NS appears in, seen
   from namespace HERE, as a variable declared there would: NS if it
   encloses HERE; else, where a using-directive of HERE or a namespace
   around it nominates NS, the namespace that encloses both NS and that
   directive's (the innermost of those); else (an inline namespace) the
   namespace that encloses both NS and HERE.  */

static tree
appears_in (tree ns, tree here)
{
  if (is_ancestor (ns, here))
    return ns;
  tree best = NULL_TREE;
  for (tree h = here; ; h = CP_DECL_CONTEXT (h))
    {
      if (nominates_p (h, ns, 8))
	{
	  tree common = common_namespace (ns, h);
	  if (!best || is_ancestor (best, common))
	    best = common;
	}
      if (h == global_namespace)
	break;
    }
  return best ? best : common_namespace (ns, here);
}

/* Where the parser stands, for code of FNDECL (a function, or a
   mapper's hidden function), say which of the mappers declared in
   namespaces are visible (their markers are found by name) and how
   near: as deep as the namespace their declaration appears in there
   (appears_in); those at global namespace scope have rank 0.  Two of
   one rank make a use ambiguous (ompm_ambiguous_mapper).  */

static tree visibility_fn;

static void
update_visibility (tree fndecl)
{
  visibility_fn = fndecl;
  update_class_visibility (fndecl);
  if (namespace_mappers.is_empty ())
    return;
  tree here = decl_namespace_context (fndecl);
  for (unsigned k = 0; k < namespace_mappers.length (); k++)
    {
      const ompm_mapper_decl &d = ompm_mapper_decls[namespace_mappers[k]];
      if (d.mapper < 0)
	continue;
      tree marker = namespace_markers[k];
      bool visible = lookup_name (DECL_NAME (marker)) == marker;
      int rank = (visible
		  ? ompm_namespace_rank (namespace_depth (appears_in
							   (d.scope_decl,
							    here)))
		  : 0);
      ompm_set_mapper_visibility (d.mapper, visible, rank);
    }
}

/* The mapper of class mapper K that lookup of its marker in class CLS
   finds (its own, a base's, a specialization's copy, instantiated if
   need be), and how many derivations lead to its class from CLS; or
   OMPM_NO_MAPPER, with *UNREADY set if the marker is found but g++ has
   not parsed the mapper's hidden function yet.  */

static int
class_mapper_in (unsigned k, tree cls, int *distance, bool *unready_p)
{
  *unready_p = false;
  tree marker = class_markers[k];
  auto_vec<tree, 2> found;
  tree t = lookup_member (cls, DECL_NAME (marker), 2, false, tf_none, NULL);
  for (; t && t != error_mark_node;
       t = TREE_CODE (t) == TREE_LIST ? TREE_CHAIN (t) : NULL_TREE)
    {
      tree c = TREE_CODE (t) == TREE_LIST ? TREE_VALUE (t) : t;
      if (c && TREE_CODE (c) == TYPE_DECL && DECL_NAME (c) == DECL_NAME (marker)
	  && CLASS_TYPE_P (DECL_CONTEXT (c)))
	found.safe_push (c);
    }
  int best = OMPM_NO_MAPPER;
  for (unsigned i = 0; i < found.length (); i++)
    {
      int m = OMPM_NO_MAPPER;
      if (!class_templated[k])
	{
	  m = found[i] == marker ? ompm_mapper_decls[class_mappers[k]].mapper
	      : OMPM_NO_MAPPER;
	  if (found[i] == marker && m < 0)
	    *unready_p = true;
	}
      else
	{
	  class_instance *inst = find_instance (k, found[i]);
	  if (!inst && !instantiating)
	    {
	      /* Registering it sets the visibility where its function
		 stands: again where the plugin stands after.  */
	      tree fn = visibility_fn;
	      instantiate_class_mapper (k, found[i]);
	      if (fn)
		update_visibility (fn);
	      inst = find_instance (k, found[i]);
	    }
	  m = inst ? inst->mapper : OMPM_NO_MAPPER;
	}
      int d = base_distance (cls, DECL_CONTEXT (found[i]));
      if (m >= 0 && d >= 0 && (best == OMPM_NO_MAPPER || d < *distance))
	{
	  best = m;
	  *distance = d;
	}
    }
  return best;
}

/* The front end's type_mapper.  OpenMP 5.1 gives a mapper declared in a
   class the visibility of a static data member declared there, and
   says nothing of the objects of the class mapped outside it; so that
   such a mapper is never passed over in silence, the type brings it
   there, as clang has it: TYPE's class, then each class it is a member
   of, the nearest class whose members (its own, or its bases') hold a
   mapper for TYPE named ID, as lookup of a member would find it (a
   class template's, instantiated for the specialization); else a
   mapper for TYPE named ID declared in TYPE's innermost namespace, as
   argument-dependent lookup finds functions.  One C++ does not let the
   plugin have yet (a class's, whose hidden function g++ has not parsed)
   is a sorry, as where it is visible.  */

static int
cxx_type_mapper (tree type, tree id)
{
  type = TYPE_MAIN_VARIANT (type);
  if (!CLASS_TYPE_P (type) || !COMPLETE_TYPE_P (type))
    return OMPM_NO_MAPPER;
  for (tree cls = type; cls && CLASS_TYPE_P (cls);
       cls = CP_TYPE_CONTEXT (cls))
    {
      int best = OMPM_NO_MAPPER, best_distance = 0;
      for (unsigned k = 0; k < class_mappers.length (); k++)
	{
	  const ompm_mapper_decl &d = ompm_mapper_decls[class_mappers[k]];
	  if (!class_markers[k] || d.refused || d.id != id)
	    continue;
	  int distance = 0;
	  bool not_parsed;
	  int m = class_mapper_in (k, cls, &distance, &not_parsed);
	  if (not_parsed)
	    {
	      refuse_unready (k, type, id);
	      continue;
	    }
	  if (m == OMPM_NO_MAPPER || ompm_mapper_at (m)->type != type)
	    continue;
	  if (best == OMPM_NO_MAPPER || distance < best_distance)
	    {
	      best = m;
	      best_distance = distance;
	    }
	}
      if (best != OMPM_NO_MAPPER)
	return best;
    }
  tree ns = decl_namespace_context (TYPE_MAIN_DECL (type));
  int best = OMPM_NO_MAPPER;
  for (unsigned k = 0; k < namespace_mappers.length (); k++)
    {
      const ompm_mapper_decl &d = ompm_mapper_decls[namespace_mappers[k]];
      if (d.mapper >= 0 && d.id == id
	  && ORIGINAL_NAMESPACE (d.scope_decl) == ORIGINAL_NAMESPACE (ns)
	  && ompm_mapper_at (d.mapper)->type == type)
	best = d.mapper;
    }
  return best;
}

/* "#pragma ompmapper complete_type N", first in the hidden function
   of mapper N: the mapper's type complete, as a variable of it would
   need (a class template's specialization instantiated, which g++ does
   not do for map(v) alone), and checked: a parameter whose type will
   not do gets the error type, so that the clauses add no errors of
   their own.  */

static void
on_complete_pragma (cpp_reader *)
{
  unsigned index = ompm_mapper_pragma_index ();
  tree parm = current_function_decl ? DECL_ARGUMENTS (current_function_decl)
	      : NULL_TREE;
  if (index >= ompm_mapper_decls.length ())
    return;
  tree name = ompm_mapper_decls[index].var_name;
  if (!parm || DECL_NAME (parm) != name)
    {
      /* g++ could not declare it (Undeclared<int> v): its name, of the
	 error type, is what the clauses use.  */
      ompm_check_mapper_type (index, error_mark_node, false);
      if (current_function_decl)
	pushdecl (build_lang_decl (VAR_DECL, name, error_mark_node), false);
      return;
    }
  tree type = TREE_TYPE (parm);
  if (TREE_CODE (type) == REFERENCE_TYPE)
    type = complete_type (TREE_TYPE (type));
  if (!ompm_check_mapper_type (index, type, dependent_type_p (type)))
    TREE_TYPE (parm) = error_mark_node;
}

/* Whether the clauses of a block mapper are being parsed as an
   unevaluated operand (on_outer_begin_pragma).  */
static bool outer_open;

/* "#pragma ompmapper outer_begin N": the clauses of a mapper in a block
   may use the variables of the function around it, as those of C's
   nested hidden function may (OpenMP 5.1, 2.21.7.4: what a function
   declared there could use): g++ refuses them in a member function of
   a local class ("use of parameter from containing function") but in
   an unevaluated operand, as which the clauses are parsed.  In a
   template, whose instantiation would refuse them again, they are a
   sorry (on_outer_end_pragma).  */

static void
on_outer_begin_pragma (cpp_reader *)
{
  ompm_mapper_pragma_index ();
  if (current_function_decl && !outer_open
      && decl_function_context (current_function_decl))
    {
      cp_unevaluated_operand++;
      outer_open = true;
    }
}

/* Walk callback of on_outer_end_pragma: what an evaluated parse of the
   clauses would have done: mark used (and so instantiate) what they
   name, and use a constant variable's value (const int n = 4), which
   is no use of the variable.  */

static tree
mark_used_r (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if (VAR_P (t) && decl_constant_var_p (t))
    {
      tree value = scalar_constant_value (t);
      if (value != t && CONSTANT_CLASS_P (value))
	*tp = value;
      else
	mark_used (t);
    }
  else if (TREE_CODE (t) == FUNCTION_DECL
	   || (VAR_P (t) && (TREE_STATIC (t) || DECL_EXTERNAL (t))))
    mark_used (t);
  return NULL_TREE;
}

/* "#pragma ompmapper outer_end N": the clauses of mapper N parsed, mark
   used what they name.  In a template, clauses that use the variables
   of the function around are a sorry, and go.  */

static void
on_outer_end_pragma (cpp_reader *)
{
  unsigned index = ompm_mapper_pragma_index ();
  if (!outer_open)
    return;
  cp_unevaluated_operand--;
  outer_open = false;
  if (!building_stmt_list_p ())
    return;
  tree outer;
  if (processing_template_decl
      && index < ompm_mapper_decls.length ()
      && (outer = ompm_outer_variable (&cur_stmt_list)))
    {
      ompm_mapper_decl &decl = ompm_mapper_decls[index];
      sorry_at (decl.loc, "%<#pragma omp declare mapper%> whose clauses use "
		"%qD of the function around it, in a template, in %s", outer,
		ompm_fe->name);
      decl.refused = true;
      for (tree_stmt_iterator i = tsi_start (cur_stmt_list); !tsi_end_p (i);)
	if (TREE_CODE (tsi_stmt (i)) == OMP_TARGET)
	  tsi_delink (&i);
	else
	  tsi_next (&i);
      return;
    }
  walk_tree_without_duplicates (&cur_stmt_list, mark_used_r, NULL);
}

/* "#pragma ompmapper indirect_scope" (lex/lex.h): the registration of
   a declare target indirect list that follows can stand only at
   namespace scope.  */

static void
on_indirect_scope_pragma (cpp_reader *)
{
  tree x;
  while (pragma_lex (&x) != CPP_EOF)
    ;
  if (current_function_decl || (scope_chain && current_class_type))
    sorry_at (input_location, "%<indirect%> on a %<declare target%> "
	      "directive at block or class scope in %s", ompm_fe->name);
}

/* The place LOC, for comparing with those of declare target blocks: a
   macro's expansion point, 0 for none.  */

static location_t
block_place (location_t loc)
{
  if (loc <= BUILTINS_LOCATION)
    return 0;
  return linemap_resolve_location (line_table, loc,
				   LRK_MACRO_EXPANSION_POINT, NULL);
}

/* The innermost declare target block of ompm_dt_blocks that place LOC
   lies in, or NULL.  */

static ompm_dt_block *
dt_block_at (location_t loc)
{
  ompm_dt_block *best = NULL;
  if (!loc)
    return NULL;
  for (unsigned i = 0; i < ompm_dt_blocks.length (); i++)
    {
      ompm_dt_block &b = ompm_dt_blocks[i];
      if (b.begin < loc && loc < b.end
	  && (!best || best->begin < b.begin))
	best = &b;
    }
  return best;
}

/* PLUGIN_FINISH_DECL and PLUGIN_FINISH_PARSE_FUNCTION: a function
   declared in a declare target block (one that g++ has open) gets the
   device_type of the begin declare target, and if the block is
   indirect, an entry in its table -- not a member function with an
   object (no plain pointer to it), nor a deleted one; a template's
   instantiations join it after the parse (check_tables).  */

static void
note_dt_function (void *gcc_data, void *)
{
  tree fn = (tree) gcc_data;
  if (ompm_dt_blocks.is_empty () || !fn || TREE_CODE (fn) != FUNCTION_DECL
      || !scope_chain
      || !vec_safe_length (scope_chain->omp_declare_target_attribute)
      || DECL_ARTIFICIAL (fn) || decl_function_context (fn)
      || ompm_hidden_fn_p (fn))
    return;
  ompm_dt_block *b = dt_block_at (block_place (DECL_SOURCE_LOCATION (fn)));
  if (!b)
    b = dt_block_at (block_place (input_location));
  if (!b)
    return;
  if (b->device_type)
    ompm_add_device_type (fn, b->device_type);
  if (!b->indirect || OMPM_IOBJ_MEMBER_FUNCTION_P (fn)
      || (DECL_LANG_SPECIFIC (fn) && DECL_DELETED_FN (fn))
      || b->fns.contains (fn))
    return;
  /* A template's instantiations are made where the file ends, after the
     block's table: check_tables adds them.  An explicit specialization
     is a function.  */
  if (processing_template_decl
      || (DECL_LANG_SPECIFIC (fn) && DECL_TEMPLATE_INFO (fn)
	  && !DECL_TEMPLATE_SPECIALIZATION (fn)))
    return;
  b->fns.safe_push (fn);
  ompm_keep (fn);
}

/* A static variable of the plugin's own at namespace scope, named
   NAME, of TYPE, initialized by INIT (a CONSTRUCTOR, or a constant);
   DEVICE: a table for the device (declare target), else read-only.  */

static tree
dt_table (const char *name, tree type, tree init, bool device)
{
  tree var = build_lang_decl (VAR_DECL, get_identifier (name), type);
  DECL_ARTIFICIAL (var) = 1;
  DECL_IGNORED_P (var) = 1;
  TREE_STATIC (var) = 1;
  TREE_USED (var) = 1;
  TREE_READONLY (var) = !device;
  if (device)
    DECL_ATTRIBUTES (var) = tree_cons (get_identifier ("omp declare target"),
				       NULL_TREE, NULL_TREE);
  DECL_INITIAL (var) = init;
  var = pushdecl (var, false);
  rest_of_decl_compilation (var, 1, 0);
  return var;
}

/* "#pragma ompmapper indirect_table K", after the end of declare target
   block K of ompm_dt_blocks (at namespace scope, indirect_scope says):
   declare its tables, the device's and the host's addresses of the
   functions found in it, and their number, which the registration
   after reads (indirect.cc).  */

/* The tables declared (on_indirect_table_pragma): the device's and the
   host's of block K of ompm_dt_blocks.  A GC root, through ompm_keep.  */
struct dt_tables
{
  unsigned k;
  tree dev, host, n;
  /* Instantiations of its templates that join it (check_tables).  */
  vec<tree> late;
};
static vec<dt_tables> tables;

/* The one function (not a member function with an object) that the
   name ID, as written in a declare target list (f, ns::f, S::g, ::f),
   names where the list stands, or NULL_TREE: g++ has said at the
   directive why there is none.  */

static tree
listed_function (tree id)
{
  const char *s = IDENTIFIER_POINTER (id);
  tree scope = NULL_TREE, found;
  if (s[0] == ':' && s[1] == ':')
    {
      scope = global_namespace;
      s += 2;
    }
  for (;;)
    {
      const char *e = strstr (s, "::");
      tree part = e ? get_identifier_with_length (s, e - s)
		  : get_identifier (s);
      found = (scope ? lookup_qualified_name (scope, part, LOOK_want::NORMAL,
					      false)
	       : lookup_name (part));
      if (!found || found == error_mark_node || !e)
	break;
      scope = TREE_CODE (found) == TYPE_DECL ? TREE_TYPE (found) : found;
      s = e + 2;
    }
  if (!found || found == error_mark_node)
    return NULL_TREE;
  if (BASELINK_P (found))
    found = BASELINK_FUNCTIONS (found);
  if (TREE_CODE (found) == OVERLOAD)
    {
      if (OVL_CHAIN (found))
	return NULL_TREE;
      found = OVL_FIRST (found);
    }
  if (TREE_CODE (found) != FUNCTION_DECL
      || OMPM_IOBJ_MEMBER_FUNCTION_P (found))
    return NULL_TREE;
  return found;
}

static void
on_indirect_table_pragma (cpp_reader *)
{
  unsigned k = ompm_mapper_pragma_index ();
  if (k >= ompm_dt_blocks.length ())
    {
      error ("%<#pragma " OMPM_PRAGMA_SPACE "%> is internal to the plugin");
      return;
    }
  if (current_function_decl || current_class_type)
    return;
  ompm_dt_block &b = ompm_dt_blocks[k];
  /* A list's functions, each taken (odr-used) here as the list names
     it: defined here or elsewhere.  */
  for (unsigned i = 0; i < b.names.length (); i++)
    {
      tree fn = listed_function (b.names[i]);
      if (fn && !b.fns.contains (fn))
	{
	  mark_used (fn);
	  b.fns.safe_push (fn);
	}
    }
  b.names.release ();
  unsigned n = b.fns.length ();
  char name[64];
  snprintf (name, sizeof name, OMPM_INDIRECT_PREFIX "n_%u", b.reg);
  /* Not const: instantiations may join the tables (check_tables), and
     its uses are not to be folded to the count now.  */
  tree count = dt_table (name, long_unsigned_type_node,
			 build_int_cst (long_unsigned_type_node, n), false);
  TREE_READONLY (count) = 0;
  ompm_keep (count);
  for (int device = 1; device >= 0; device--)
    {
      tree elt = (device ? ptr_type_node
		  : build_qualified_type (ptr_type_node, TYPE_QUAL_CONST));
      tree type = build_array_type_nelts (elt, MAX (n, 1));
      vec<constructor_elt, va_gc> *v = NULL;
      for (unsigned i = 0; i < n; i++)
	{
	  /* Defined: emitted (an inline one too).  One not defined yet
	     is looked at again where the file ends (check_tables).  */
	  if (DECL_INITIAL (b.fns[i]))
	    mark_used (b.fns[i]);
	  CONSTRUCTOR_APPEND_ELT (v, size_int (i),
				  fold_convert (elt, build_fold_addr_expr
							(b.fns[i])));
	}
      if (!n)
	CONSTRUCTOR_APPEND_ELT (v, size_int (0), null_pointer_node);
      tree init = build_constructor (type, v);
      TREE_CONSTANT (init) = 1;
      TREE_STATIC (init) = 1;
      snprintf (name, sizeof name, OMPM_INDIRECT_PREFIX "%s_%u",
		device ? "dev" : "host", b.reg);
      tree var = dt_table (name, type, init, device);
      if (device)
	{
	  dt_tables t = { k, var, NULL_TREE, count, vNULL };
	  tables.safe_push (t);
	}
      else
	tables.last ().host = var;
      ompm_keep (var);
    }
}

/* After the parse (lang_hooks.parse_file, whose end decides which
   functions are odr-used and emitted), before the middle end takes the
   tables' initializers: a function of an indirect block not defined when
   its table was made, and neither defined since (but inline) nor
   odr-used in the file (DECL_ODR_USED) (a declaration only sizeof looks at), has no
   host pointer here to call through, and perhaps no definition
   anywhere: its entries become null rather than references the link
   may not resolve.  */

static void
check_tables (void)
{
  /* The instantiations of the templates of an indirect block, which
     have the templates' places, that the file odr-uses (emitted): made
     where the file ends, after the block's table, they join it now.  */
  cgraph_node *node;
  if (!tables.is_empty ())
    FOR_EACH_FUNCTION (node)
      {
	tree fn = node->decl;
	ompm_dt_block *b;
	if (!DECL_LANG_SPECIFIC (fn) || !DECL_TEMPLATE_INSTANTIATION (fn)
	    || !DECL_ODR_USED (fn) || OMPM_IOBJ_MEMBER_FUNCTION_P (fn)
	    || !(b = dt_block_at (block_place (DECL_SOURCE_LOCATION (fn))))
	    || !b->indirect || b->fns.contains (fn))
	  continue;
	for (unsigned t = 0; t < tables.length (); t++)
	  if (&ompm_dt_blocks[tables[t].k] == b)
	    tables[t].late.safe_push (fn);
      }

  for (unsigned t = 0; t < tables.length (); t++)
    {
      const ompm_dt_block &b = ompm_dt_blocks[tables[t].k];
      if (!tables[t].late.is_empty ())
	{
	  unsigned n = b.fns.length () + tables[t].late.length ();
	  for (tree var : { tables[t].dev, tables[t].host })
	    {
	      tree init = DECL_INITIAL (var);
	      if (!init || TREE_CODE (init) != CONSTRUCTOR)
		continue;
	      tree elt = TREE_TYPE (TREE_TYPE (var));
	      /* A table of none has a null entry of its own.  */
	      vec_safe_truncate (CONSTRUCTOR_ELTS (init), b.fns.length ());
	      for (unsigned i = 0; i < tables[t].late.length (); i++)
		CONSTRUCTOR_APPEND_ELT (CONSTRUCTOR_ELTS (init),
					size_int (b.fns.length () + i),
					fold_convert (elt,
						      build_fold_addr_expr
						      (tables[t].late[i])));
	      TREE_TYPE (var) = TREE_TYPE (init)
		= build_array_type_nelts (elt, n);
	      DECL_SIZE (var) = DECL_SIZE_UNIT (var) = NULL_TREE;
	      layout_decl (var, 0);
	    }
	  DECL_INITIAL (tables[t].n)
	    = build_int_cst (TREE_TYPE (tables[t].n), n);
	}
      for (unsigned i = 0; i < b.fns.length (); i++)
	{
	  tree fn = b.fns[i];
	  /* (TREE_USED says nothing: taking the address for the table set
	     it.)  */
	  if ((DECL_LANG_SPECIFIC (fn) && DECL_ODR_USED (fn))
	      || (DECL_INITIAL (fn) && !DECL_DECLARED_INLINE_P (fn)))
	    continue;
	  for (tree var : { tables[t].dev, tables[t].host })
	    {
	      tree init = DECL_INITIAL (var);
	      if (init && TREE_CODE (init) == CONSTRUCTOR
		  && i < CONSTRUCTOR_NELTS (init))
		CONSTRUCTOR_ELT (init, i)->value
		  = fold_convert (TREE_TYPE (TREE_TYPE (var)),
				  null_pointer_node);
	    }
	}
    }
}

/* "#pragma ompmapper declare_mapper N", before mapper N's struct: where
   the parser stands is where the mapper is declared.  */

static void
on_mapper_pragma (cpp_reader *)
{
  unsigned index = ompm_mapper_pragma_index ();
  if (index >= ompm_mapper_decls.length ())
    {
      error ("%<#pragma " OMPM_PRAGMA_SPACE "%> is internal to the plugin");
      return;
    }
  ompm_mapper_decl &decl = ompm_mapper_decls[index];
  ompm_mapper_header_begin (index);
  if (scope_chain && at_function_scope_p ())
    {
      /* In a function template, each instantiation registers the
	 mapper anew where its walk meets the marker's copy.  */
      mark_block_mapper (index, decl);
      return;
    }
  if (!scope_chain || (current_function_decl && !current_class_type))
    {
      decl.refused = true;
      sorry_at (decl.loc, "%<#pragma omp declare mapper%> here in %s",
		ompm_fe->name);
    }
  else if (current_class_type && current_function_decl)
    {
      decl.refused = true;
      sorry_at (decl.loc, "%<#pragma omp declare mapper%> in a local class "
		"in %s", ompm_fe->name);
    }
  else if (current_class_type)
    begin_class_mapper (index, decl);
  else if (current_namespace != global_namespace)
    mark_namespace_mapper (index, decl);
}

/* Whether function F is FN, or (FN a function template's pattern) an
   instantiation of it.  */

static bool
same_function_p (tree f, tree fn)
{
  if (f == fn)
    return true;
  if (!DECL_LANG_SPECIFIC (f) || !DECL_TEMPLATE_INFO (f)
      || TREE_CODE (DECL_TI_TEMPLATE (f)) != TEMPLATE_DECL)
    return false;
  tree tmpl = most_general_template (DECL_TI_TEMPLATE (f));
  return tmpl && DECL_TEMPLATE_RESULT (tmpl) == fn;
}

/* The declaration index of the mapper whose place in a block DECL
   marks, or -1U.  */

static unsigned
block_marker_index (tree decl)
{
  if (!DECL_ARTIFICIAL (decl) || !DECL_NAME (decl)
      || !startswith (IDENTIFIER_POINTER (DECL_NAME (decl)),
		      BLOCK_MARKER_PREFIX))
    return -1U;
  unsigned index = atoi (IDENTIFIER_POINTER (DECL_NAME (decl))
			 + strlen (BLOCK_MARKER_PREFIX));
  /* In a function template's instantiation, the marker's copy.  */
  return (index < block_markers.length () && block_markers[index]
	  && DECL_NAME (block_markers[index]) == DECL_NAME (decl)
	  && same_function_p (DECL_CONTEXT (decl),
			      DECL_CONTEXT (block_markers[index])))
	 ? index : -1U;
}

/* The front end's block_mapper: register a mapper declared in a block
   where the walk meets its marker, and fill its runtime function, which
   GCC finished before (in C, the walk meets it after).  */

static bool
cxx_block_mapper (tree decl)
{
  unsigned index = block_marker_index (decl);
  if (index == -1U)
    return false;
  ompm_mapper_decl &d = ompm_mapper_decls[index];
  tree bind = d.pending;
  d.pending = NULL_TREE;
  if (bind)
    {
      ompm_register_mapper_body (index, bind, false);
      if (d.mapper >= 0 && d.rt_fn)
	ompm_fill_runtime_mapper (d.mapper);
    }
  return true;
}

/* A walk_tree callback: the first target construct.  */

static tree
find_construct_r (tree *tp, int *walk_subtrees, void *)
{
  switch (TREE_CODE (*tp))
    {
    case OMP_TARGET:
    case OMP_TARGET_DATA:
    case OMP_TARGET_ENTER_DATA:
    case OMP_TARGET_EXIT_DATA:
    case OMP_TARGET_UPDATE:
      return *tp;
    default:
      if (TYPE_P (*tp))
	*walk_subtrees = 0;
      return NULL_TREE;
    }
}

/* The first using-directive in a block of the tree at *TP (a
   USING_STMT, which g++ leaves only for those) that names a namespace
   holding, or around, one of DATA's hidden namespace mappers, or one
   that nominates such a namespace.  */

static tree
find_using_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) != USING_STMT)
    return NULL_TREE;
  tree ns = ORIGINAL_NAMESPACE (USING_STMT_NAMESPACE (*tp));
  const vec<tree> *hidden = (const vec<tree> *) data;
  for (unsigned i = 0; i < hidden->length (); i++)
    if (is_ancestor (ns, (*hidden)[i]) || nominates_p (ns, (*hidden)[i], 8))
      return *tp;
  return NULL_TREE;
}

/* Whether FNDECL's body has a using-directive in a block that may bring
   a namespace's mapper that the lookup where GCC finishes FNDECL, its
   blocks gone, does not see: a sorry if so.  */

static bool
block_using_hides_mapper_p (tree fndecl)
{
  auto_vec<tree, 4> hidden;
  for (unsigned k = 0; k < namespace_mappers.length (); k++)
    {
      const ompm_mapper_decl &d = ompm_mapper_decls[namespace_mappers[k]];
      if (d.mapper >= 0 && ompm_mapper_at (d.mapper)->hidden)
	hidden.safe_push (d.scope_decl);
    }
  if (hidden.is_empty ())
    return false;
  tree t = walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl),
					 find_using_r, &hidden);
  if (!t)
    return false;
  sorry_at (EXPR_LOCATION (t), "a using-directive in a block that names a "
	    "namespace with %<#pragma omp declare mapper%> in %s",
	    ompm_fe->name);
  return true;
}

/* Functions whose lowering waits for the mappers of their classes that
   g++ parses after them (an inline member function defined before a
   mapper of its class): each with what was visible where it was
   finished -- the registry's mappers that the front end decides the
   visibility of, as they stood, and the classes' mappers still to come,
   by position in class_mappers, with their ranks.  Lowered after the
   parse (parse_file), in GENERIC as cp_genericize left it.  */
struct deferred_fn
{
  tree fndecl;
  vec<int> mappers;
  vec<int> ranks;		/* -1: hidden.  */
  vec<unsigned> ks;
  vec<int> k_ranks;
};
static vec<deferred_fn> deferred;

static void
defer_lowering (tree fndecl)
{
  deferred_fn d = { fndecl, vNULL, vNULL, vNULL, vNULL };
  for (int m = 0; m < ompm_mapper_count (); m++)
    {
      const ompm_mapper *mp = ompm_mapper_at (m);
      if (!mp->scope_decl)
	continue;
      d.mappers.safe_push (m);
      d.ranks.safe_push (mp->hidden ? -1 : mp->rank);
    }
  for (unsigned i = 0; i < unready.length (); i++)
    {
      d.ks.safe_push (unready[i]);
      d.k_ranks.safe_push (class_rank (DECL_CONTEXT
				       (class_markers[unready[i]]), fndecl));
    }
  ompm_keep (fndecl);
  deferred.safe_push (d);
}

/* Lower the functions that waited (defer_lowering): their classes'
   mappers are all registered now.  */

static void
lower_deferred (void)
{
  for (unsigned i = 0; i < deferred.length (); i++)
    {
      deferred_fn &d = deferred[i];
      for (int m = 0; m < ompm_mapper_count (); m++)
	if (ompm_mapper_at (m)->scope_decl)
	  ompm_set_mapper_visibility (m, false, 0);
      for (unsigned j = 0; j < d.mappers.length (); j++)
	ompm_set_mapper_visibility (d.mappers[j], d.ranks[j] >= 0,
				    d.ranks[j] >= 0 ? d.ranks[j] : 0);
      for (unsigned j = 0; j < d.ks.length (); j++)
	{
	  int m = ompm_mapper_decls[class_mappers[d.ks[j]]].mapper;
	  if (m >= 0)
	    ompm_set_mapper_visibility (m, true, d.k_ranks[j]);
	}
      unready.truncate (0);
      /* The function current, as GCC has it at PRE_GENERICIZE.  */
      push_cfun (DECL_STRUCT_FUNCTION (d.fndecl));
      ompm_lower_function (d.fndecl);
      pop_cfun ();
      d.mappers.release ();
      d.ranks.release ();
      d.ks.release ();
      d.k_ranks.release ();
    }
  deferred.truncate (0);
}

/* The front end's can_lower: namespace mappers' visibility for FNDECL
   first.  A function inside another that is an instantiation (a
   generic lambda's call operator) is lowered where the file ends, the
   blocks of its enclosing function gone: where a mapper of one of them
   may be visible and it has target constructs, a sorry rather than a
   construct without it.  */

static bool
cxx_can_lower (tree fndecl)
{
  update_visibility (fndecl);
  if (block_using_hides_mapper_p (fndecl))
    return false;
  tree outer = decl_function_context (fndecl);
  if (!outer && !unready.is_empty ()
      && walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl),
				       find_construct_r, NULL))
    {
      defer_lowering (fndecl);
      return false;
    }
  if (!outer)
    return true;
  /* An instantiation (a generic lambda's call operator, a member of a
     local class template) is lowered where the file ends, its
     enclosing function's blocks gone: any mapper in them may be
     visible.  */
  bool instance = (DECL_LANG_SPECIFIC (fndecl)
		   && DECL_TEMPLATE_INSTANTIATION (fndecl));
  /* Otherwise the mappers of the blocks around it are registered for
     it (cxx_enclosing_mappers).  */
  if (!instance)
    return true;
  for (unsigned i = 0; i < block_markers.length (); i++)
    {
      tree marker = block_markers[i];
      if (!marker)
	continue;
      tree f = outer;
      while (f && !same_function_p (f, DECL_CONTEXT (marker)))
	f = decl_function_context (f);
      if (!f)
	continue;
      tree t = walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl),
					     find_construct_r, NULL);
      if (!t)
	return true;
      sorry_at (EXPR_LOCATION (t), "a target construct in a generic lambda "
		"or a local class template within the scope of %<#pragma omp "
		"declare mapper%> in a block in %s", ompm_fe->name);
      inform (ompm_mapper_decls[i].loc, "the mapper is declared here");
      return false;
    }
  return true;
}

/* The front end's enclosing_mappers: a function inside another (a
   lambda's call operator, a local class's member) is finished, and
   lowered, while the other is being parsed, before the walk of the
   other registers the mappers declared in its blocks.  Those whose
   markers are bound where the parser stands are visible in it: each
   registered here (a copy of its template, which the walk takes later
   too), in declaration order, in a scope of its own over the last, so
   that an inner block's hides an outer one's.  */

/* A copy of BIND, a mapper's template in C's shape, that registering it
   may take apart: its own statement list, constructs and clauses.  */

static tree
copy_template (tree bind)
{
  tree list = alloc_stmt_list ();
  tree body = BIND_EXPR_BODY (bind);
  if (TREE_CODE (body) == STATEMENT_LIST)
    for (tree_stmt_iterator i = tsi_start (body); !tsi_end_p (i); tsi_next (&i))
      {
	tree stmt = tsi_stmt (i);
	if (TREE_CODE (stmt) != OMP_TARGET)
	  continue;
	tree copy = copy_node (stmt), *tail = &OMP_TARGET_CLAUSES (copy);
	*tail = NULL_TREE;
	for (tree c = OMP_TARGET_CLAUSES (stmt); c; c = OMP_CLAUSE_CHAIN (c))
	  {
	    tree cc = copy_node (c);
	    for (int k = 0; k < omp_clause_num_ops[OMP_CLAUSE_CODE (c)]; k++)
	      OMP_CLAUSE_OPERAND (cc, k)
		= unshare_expr (OMP_CLAUSE_OPERAND (c, k));
	    OMP_CLAUSE_CHAIN (cc) = NULL_TREE;
	    *tail = cc;
	    tail = &OMP_CLAUSE_CHAIN (cc);
	  }
	append_to_statement_list (copy, &list);
      }
  return build3 (BIND_EXPR, void_type_node, BIND_EXPR_VARS (bind), list,
		 NULL_TREE);
}

static void
cxx_enclosing_mappers (tree fndecl)
{
  if (!decl_function_context (fndecl))
    return;
  for (unsigned i = 0; i < block_markers.length (); i++)
    {
      tree marker = block_markers[i];
      ompm_mapper_decl &d = ompm_mapper_decls[i];
      if (!marker || !d.pending || d.refused
	  || !IDENTIFIER_BINDING (DECL_NAME (marker)))
	continue;
      ompm_push_scope ();
      tree rt = d.rt_fn;
      ompm_register_mapper_body (i, copy_template (d.pending), false);
      if (d.mapper >= 0 && rt)
	ompm_fill_runtime_mapper (d.mapper);
      /* The walk of the enclosing function registers it again.  */
      d.mapper = -1;
      d.rt_fn = rt;
    }
}

/* g++'s diagnostics name the function they occur in, through the
   diagnostic starter (cp_diagnostic_starter, which reads
   current_function_decl; lang_hooks.print_error_function, which C's
   go through, is not called): in a mapper's hidden function none, as
   for the directive itself at namespace scope.  */

static ompm_diagnostic_starter_fn prev_starter;

static void
starter (ompm_diagnostic_sink context, ompm_diagnostic_info *diagnostic)
{
  tree saved = current_function_decl;
  if (saved && ompm_hidden_fn_p (saved))
    current_function_decl = NULL_TREE;
  prev_starter (context, diagnostic);
  current_function_decl = saved;
}

static void (*prev_parse_file) (void);

static void
parse_file (void)
{
  prev_parse_file ();
  lower_deferred ();
  check_tables ();
}

/* The g++ functions and variables the plugin uses, each a weak
   reference (above, and base/gcc-compat.h): one a cc1plus does not
   export under that name -- a release whose signature differs from the
   one the plugin was built for names another symbol -- stays null, and
   a call crashes g++.  Checked once, at the start, so that such a
   mismatch stops with a message.  */

#define CXX_SYMBOL(S) { (const void *) &S, #S }
/* One g++ overloads: the declaration above.  */
#define CXX_OVERLOADED(S, TYPE) { (const void *) static_cast<TYPE> (&S), #S }

static void
check_cxx_symbols (void)
{
  static const struct { const void *addr; const char *name; } syms[] = {
    CXX_SYMBOL (scope_chain), CXX_SYMBOL (cp_global_trees),
    CXX_SYMBOL (cp_unevaluated_operand), CXX_SYMBOL (at_function_scope_p),
    CXX_SYMBOL (pushdecl), CXX_SYMBOL (add_decl_expr),
    CXX_SYMBOL (build_lang_decl_loc),
    CXX_OVERLOADED (lookup_name, tree (*) (tree)),
    CXX_OVERLOADED (lookup_qualified_name,
		    tree (*) (tree, tree, LOOK_want, bool)),
    CXX_SYMBOL (decl_namespace_context),
    CXX_SYMBOL (is_ancestor), CXX_SYMBOL (complete_type),
    CXX_SYMBOL (dependent_type_p), CXX_SYMBOL (decl_constant_var_p),
    CXX_SYMBOL (scalar_constant_value),
    CXX_SYMBOL (finish_member_declaration), CXX_SYMBOL (instantiate_decl),
    CXX_SYMBOL (push_template_decl), CXX_SYMBOL (lookup_member),
    CXX_SYMBOL (retrofit_lang_decl), CXX_SYMBOL (build_lang_decl),
#if OMPM_GCC_MAJOR >= 13
    CXX_OVERLOADED (mark_used, bool (*) (tree, tsubst_flags_t)),
#else
    CXX_OVERLOADED (mark_used, bool (*) (tree)),
#endif
    CXX_SYMBOL (most_general_template),
#if OMPM_GCC_MAJOR >= 14
    CXX_SYMBOL (deduction_guide_p),
#endif
#if OMPM_GCC_MAJOR >= 15
    CXX_SYMBOL (cp_seen_error),
#endif
  };
  for (size_t i = 0; i < ARRAY_SIZE (syms); i++)
    if (!syms[i].addr)
      fatal_error (UNKNOWN_LOCATION, "%qs, which %qs calls, is not in "
		   "this %<cc1plus%>: the plugin declares it otherwise than "
		   "GCC %d does (a bug of the plugin, to report)",
		   syms[i].name, ompm_plugin_name, OMPM_GCC_MAJOR);
}

#undef CXX_SYMBOL
#undef CXX_OVERLOADED

static void
ompm_cxx_init (void)
{
  check_cxx_symbols ();
  c_register_pragma (OMPM_PRAGMA_SPACE, MAPPER_PRAGMA_NAME,
		     on_mapper_pragma);
  c_register_pragma (OMPM_PRAGMA_SPACE, MAPPER_END_PRAGMA_NAME,
		     on_mapper_end_pragma);
  c_register_pragma (OMPM_PRAGMA_SPACE, OMPM_INDIRECT_TABLE_PRAGMA_NAME,
		     on_indirect_table_pragma);
  register_callback (ompm_plugin_name, PLUGIN_FINISH_DECL, note_dt_function,
		     NULL);
  prev_parse_file = lang_hooks.parse_file;
  lang_hooks.parse_file = parse_file;
  register_callback (ompm_plugin_name, PLUGIN_FINISH_PARSE_FUNCTION,
		     note_dt_function, NULL);
  c_register_pragma (OMPM_PRAGMA_SPACE, COMPLETE_PRAGMA_NAME,
		     on_complete_pragma);
  c_register_pragma (OMPM_PRAGMA_SPACE, OUTER_BEGIN_PRAGMA_NAME,
		     on_outer_begin_pragma);
  c_register_pragma (OMPM_PRAGMA_SPACE, OUTER_END_PRAGMA_NAME,
		     on_outer_end_pragma);
  c_register_pragma (OMPM_PRAGMA_SPACE, OMPM_INDIRECT_SCOPE_PRAGMA_NAME,
		     on_indirect_scope_pragma);
  prev_starter = ompm_diagnostic_starter (global_dc);
  ompm_diagnostic_starter (global_dc) = starter;
  register_callback (ompm_plugin_name, PLUGIN_FINISH_UNIT, begin_at_end,
		     NULL);
}

/* The hidden function's body in C's shape.  */

struct reshape
{
  tree parm, var;
  vec<tree> targets;
  bool temporary;
};

/* The user's *PARM, an object of the mapper's type, becomes VAR; PARM
   used otherwise (a reference passed on, the object argument of a
   member function) becomes VAR's address; NON_LVALUE_EXPRs go.  A
   temporary (TARGET_EXPR) or another code of C++'s own in a clause,
   which the runtime function could not take, sets TEMPORARY.  */

static tree
deref_r (tree *tp, int *walk_subtrees, void *data)
{
  reshape *r = (reshape *) data;
  while (TREE_CODE (*tp) == NON_LVALUE_EXPR)
    *tp = TREE_OPERAND (*tp, 0);
  tree t = *tp;
  if (TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  /* A temporary that needs no cleanup (std::min (v.n, 8)'s 8) is copied
     afresh into each use (clauses.cc, subst).  */
  if ((TREE_CODE (t) == TARGET_EXPR && TARGET_EXPR_CLEANUP (t))
      || (int) TREE_CODE (t) >= (int) LAST_AND_UNUSED_TREE_CODE)
    r->temporary = true;
  tree op = ompm_deref_pointer (t);
  while (op && (TREE_CODE (op) == NON_LVALUE_EXPR || CONVERT_EXPR_P (op)))
    op = TREE_OPERAND (op, 0);
  if (op == r->parm
      && TYPE_MAIN_VARIANT (TREE_TYPE (t))
	 == TYPE_MAIN_VARIANT (TREE_TYPE (r->var)))
    {
      *tp = r->var;
      *walk_subtrees = 0;
    }
  else if (t == r->parm)
    *tp = build1 (NOP_EXPR, TREE_TYPE (t), build_fold_addr_expr (r->var));
  return NULL_TREE;
}

static tree
find_targets_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TREE_CODE (*tp) == OMP_TARGET)
    {
      ((reshape *) data)->targets.safe_push (*tp);
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

static void
cxx_register_mapper_fn (tree fndecl)
{
  update_visibility (fndecl);
  tree parm = DECL_ARGUMENTS (fndecl);
  unsigned index = atoi (IDENTIFIER_POINTER (DECL_NAME (fndecl))
			 + strlen (OMPM_MAPPER_FN_PREFIX));
  if (index < ompm_mapper_decls.length () && !ompm_mapper_decls[index].refused
      && parm && TREE_CODE (TREE_TYPE (parm)) == REFERENCE_TYPE)
    {
      reshape r;
      r.parm = parm;
      r.var = build_decl (DECL_SOURCE_LOCATION (parm), VAR_DECL,
			  DECL_NAME (parm), TREE_TYPE (TREE_TYPE (parm)));
      DECL_CONTEXT (r.var) = fndecl;
      r.targets = vNULL;
      r.temporary = false;
      walk_tree_without_duplicates (&DECL_SAVED_TREE (fndecl),
				    find_targets_r, &r);
      tree list = alloc_stmt_list ();
      for (unsigned i = 0; i < r.targets.length (); i++)
	{
	  tree t = r.targets[i];
	  tree *pc = &OMP_TARGET_CLAUSES (t);
	  while (*pc)
	    {
	      tree c = *pc;
	      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
		  && OMP_CLAUSE_MAP_KIND (c) == GOMP_MAP_FIRSTPRIVATE_REFERENCE
		  && OMP_CLAUSE_DECL (c) == parm)
		{
		  *pc = OMP_CLAUSE_CHAIN (c);
		  continue;
		}
	      if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP)
		{
		  walk_tree (&OMP_CLAUSE_DECL (c), deref_r, &r, NULL);
		  walk_tree (&OMP_CLAUSE_SIZE (c), deref_r, &r, NULL);
		}
	      else if (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_DEPEND
		       && TREE_CODE (OMP_CLAUSE_DECL (c)) == TREE_LIST)
		{
		  /* A clause with the iterator modifier (iterator.cc): its
		     piece, and the iterators' begin, end and step.  */
		  tree list = OMP_CLAUSE_DECL (c);
		  walk_tree (&TREE_VALUE (list), deref_r, &r, NULL);
		  for (tree it = TREE_PURPOSE (list);
		       it && TREE_CODE (it) == TREE_VEC; it = TREE_CHAIN (it))
		    for (int k = 1; k < 5 && k < TREE_VEC_LENGTH (it); k++)
		      walk_tree (&TREE_VEC_ELT (it, k), deref_r, &r, NULL);
		}
	      pc = &OMP_CLAUSE_CHAIN (c);
	    }
	  append_to_statement_list (t, &list);
	}
      r.targets.release ();
      if (r.temporary)
	sorry_at (ompm_mapper_decls[index].loc, "an expression that makes "
		  "a temporary with a destructor in %<#pragma omp declare "
		  "mapper%> in %s", ompm_fe->name);
      else
	{
	  tree bind = build3 (BIND_EXPR, void_type_node, r.var, list,
			      NULL_TREE);
	  if (index < block_markers.length () && block_markers[index])
	    {
	      /* Registered where the function's walk meets its place; in
		 a function template, once per instantiation (whose local
		 class g++ finishes first, this function before the
		 runtime one), the last one's mapper done with.  */
	      ompm_mapper_decl &d = ompm_mapper_decls[index];
	      d.pending = bind;
	      d.mapper = -1;
	      d.rt_fn = NULL_TREE;
	      ompm_keep (bind);
	    }
	  else
	    {
	      tree marker = begin_instance (index, fndecl);
	      ompm_register_mapper_body (index, bind, true);
	      end_instance (index, marker);
	    }
	}
    }
  /* Nothing in it is to be compiled.  */
  DECL_SAVED_TREE (fndecl) = alloc_stmt_list ();
}

/* An inline member has vague linkage: one of this translation unit.
   Its empty body becomes the BIND_EXPR dynamic.cc fills, as C's is.  */

static void
cxx_runtime_fn (tree fndecl)
{
  update_visibility (fndecl);
  tree body = DECL_SAVED_TREE (fndecl);
  if (!body || TREE_CODE (body) != BIND_EXPR)
    DECL_SAVED_TREE (fndecl) = build3 (BIND_EXPR, void_type_node, NULL_TREE,
				       alloc_stmt_list (), NULL_TREE);
  TREE_PUBLIC (fndecl) = 0;
  DECL_COMDAT (fndecl) = 0;
  DECL_WEAK (fndecl) = 0;
  DECL_EXTERNAL (fndecl) = 0;
  DECL_INTERFACE_KNOWN (fndecl) = 1;
  DECL_NOT_REALLY_EXTERN (fndecl) = 1;
  if (symtab_node *n = symtab_node::get (fndecl))
    n->set_comdat_group (NULL);
}

/* A template's instantiation, lowered where the file ends, sees the
   mappers declared before the template.  */

static location_t
cxx_visibility_limit (tree fndecl)
{
  if (DECL_LANG_SPECIFIC (fndecl) && DECL_USE_TEMPLATE (fndecl))
    return DECL_SOURCE_LOCATION (fndecl);
  return UNKNOWN_LOCATION;
}

/* The C++ parser wraps a pointer in a NON_LVALUE_EXPR where C does not
   (*NON_LVALUE_EXPR <p>): gone, the clauses have C's shapes.  But for a
   lambda's "this", a proxy whose value is the closure's member
   (__closure->__this), which the gimplifier reads inside the
   NON_LVALUE_EXPR and not for a clause's bare variable: that stays as
   g++ wrote it.  */

static tree
strip_r (tree *tp, int *walk_subtrees, void *)
{
  while (TREE_CODE (*tp) == NON_LVALUE_EXPR)
    {
      tree op = TREE_OPERAND (*tp, 0);
      if (VAR_P (op) && DECL_HAS_VALUE_EXPR_P (op)
	  && DECL_NAME (op) == this_identifier)
	{
	  /* As g++ wrote it: the gimplifier reads the proxy's value
	     inside the NON_LVALUE_EXPR, and does not take the closure's
	     member for a member of *__closure, whose struct group it
	     would then join (map(x) map(loc) in a [&] lambda of a member
	     function: "structure element ... weren't mapped
	     together").  */
	  *walk_subtrees = 0;
	  return NULL_TREE;
	}
      *tp = op;
    }
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  /* A static data member of a class template that only clauses name:
     the code the plugin makes (present checks, mappers) takes its
     address, so its definition is to be instantiated, as for a use
     in the region (which g++ 12 does not make of a clause).  */
  else if (VAR_P (*tp) && DECL_LANG_SPECIFIC (*tp)
	   && DECL_TEMPLATE_INSTANTIATION (*tp))
    mark_used (*tp);
  return NULL_TREE;
}

/* The data member of reference type that item T is made of (g++ 12
   maps this->r as *this->r and **this->r, and crashes on that later),
   or NULL_TREE.  */

static tree
reference_member (tree t)
{
  while (t && (TREE_CODE (t) == INDIRECT_REF || CONVERT_EXPR_P (t)
	       || TREE_CODE (t) == NON_LVALUE_EXPR))
    t = TREE_OPERAND (t, 0);
  /* A member of *this (g++ 12 handles b.r, and a lambda's capture by
     reference its own way).  */
  if (!t || TREE_CODE (t) != COMPONENT_REF || !TREE_TYPE (t)
      || TREE_CODE (TREE_TYPE (t)) != REFERENCE_TYPE
      || LAMBDA_TYPE_P (DECL_CONTEXT (TREE_OPERAND (t, 1))))
    return NULL_TREE;
  tree obj = TREE_OPERAND (t, 0);
  if (TREE_CODE (obj) != INDIRECT_REF)
    return NULL_TREE;
  obj = TREE_OPERAND (obj, 0);
  while (CONVERT_EXPR_P (obj) || TREE_CODE (obj) == NON_LVALUE_EXPR)
    obj = TREE_OPERAND (obj, 0);
  return ompm_this_parm_p (obj) ? TREE_OPERAND (t, 1) : NULL_TREE;
}

/* GCC 12's workaround for what a lambda captures by reference (the
   quirk lambda-captures).
   Inside a lambda's body a variable the lambda captures by reference
   is a proxy of reference type whose value is the closure's member
   (__closure->__x; for a variable-length array, the array its member
   points to).  A target region there gets from g++ 12
   (finish_omp_target_clauses) map(to: *__closure) and, for each such
   capture its body uses, map(tofrom: *__closure->__x) and
   map(always_pointer: __closure->__x), replacing the two clauses of a
   clause that names the variable, whose map kind it keeps.  GCC 12's
   gimplifier takes *__closure->__x for a member of *__closure (as for a
   struct's member of reference type) and puts the variable, which lies
   in another function's frame, in a struct group of the closure, which
   libgomp 12 refuses ("structure element when other mapped elements
   from the same structure weren't mapped together"), or, where the
   order of the captures lets it pass, attaches nothing: a section based
   on such a pointer was never copied back; a variable-length array's
   section was not found in the region.  Without the plugin too.

   So each such proxy the construct names (its clauses, and a region's
   body) becomes a reference variable of the host function, bound
   before the construct to what the proxy stands for, with the proxy's
   name and type: the construct is then what GCC 12 maps right in any
   function, a reference variable (or parameter) in a region.  And
   inside the lambda the variable is the variable captured (C++), so
   OpenMP's rules apply to it as in its own function (5.1, 2.21.7.2, as
   clang has them; GCC maps every capture by reference tofrom): g++'s
   clauses for a variable the user's clauses name (the lexer's record,
   ompm_item_location) become map(K: *R) and
   map(firstprivate_reference: R) at the user's item (which keys its
   mapper and present modifiers), and go for one they do not name, which
   the region then maps implicitly as it would R (a scalar firstprivate,
   an aggregate through its type's mapper, defaultmap applied).  The
   closure is no longer mapped where nothing else of it (a capture by
   copy, "this") is used.  */

struct capture_rewrite
{
  tree closure;			/* The lambda's closure parameter.  */
  /* The reference variables, by the closure's member a proxy stands
     for (by the proxy where its value is not the member).  */
  hash_map<tree, tree> *vars;
  ompm_construct *c;
  hash_set<tree> *outside;	/* outside_temporaries.  */
};

/* Walk FN over the operands of clause C alone (walk_tree would go on
   along its chain): the first non-null result.  */

static tree
walk_clause (tree c, walk_tree_fn fn, void *data)
{
  for (int i = 0; i < omp_clause_num_ops[OMP_CLAUSE_CODE (c)]; i++)
    if (tree r = walk_tree (&OMP_CLAUSE_OPERAND (c, i), fn, data, NULL))
      return r;
  return NULL_TREE;
}

/* A variable of construct C's function, named NAME, of type TYPE, bound
   to VALUE before C (C->before, C->vars).  */

static tree
bound_variable (ompm_construct *c, tree name, tree type, tree value,
		location_t loc)
{
  tree var = ompm_temporary (loc, ompm_lowering_fn (), type, &c->vars);
  DECL_NAME (var) = name;
  TREE_USED (var) = 1;
  append_to_statement_list (build2 (MODIFY_EXPR, type, var,
				    fold_convert (type, unshare_expr (value))),
			    &c->before);
  return var;
}

/* walk_tree callback: DATA's set gets the TARGET_EXPRs and SAVE_EXPRs
   met outside DATA's construct.  */

struct outside_walk
{
  tree stmt;
  hash_set<tree> *set;
};

static tree
outside_temporaries_r (tree *tp, int *walk_subtrees, void *data)
{
  outside_walk *d = (outside_walk *) data;
  if (*tp == d->stmt || TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == TARGET_EXPR || TREE_CODE (*tp) == SAVE_EXPR)
    d->set->add (*tp);
  return NULL_TREE;
}

/* Into SET, the temporaries (TARGET_EXPRs, SAVE_EXPRs) of the function
   being lowered that stand outside construct STMT too: g++ evaluates
   some of a construct's operands before it, as a statement of a
   temporary that the clause shares (thread_limit of a combined target
   teams).  What the plugin rewrites inside the construct is not
   rewritten in them (unshare_expr leaves them shared): they are the
   host's, where the variables are as written, and a variable bound
   before the construct is not bound yet there.  */

static void
outside_temporaries (tree stmt, hash_set<tree> *set)
{
  outside_walk d = { stmt, set };
  walk_tree_without_duplicates (&DECL_SAVED_TREE (ompm_lowering_fn ()),
				outside_temporaries_r, &d);
}

/* Before construct C's clauses and body are rewritten: into OUTSIDE
   the temporaries to leave alone (outside_temporaries), and the rest
   made C's own: g++ shares a clause's expression with the statement of
   a temporary before the construct (thread_limit of a combined target
   teams).  */

static void
own_operands (ompm_construct *c, hash_set<tree> *outside)
{
  outside_temporaries (c->stmt, outside);
  *c->clauses = unshare_expr (*c->clauses);
  if (TREE_CODE (c->stmt) == OMP_TARGET)
    OMP_TARGET_BODY (c->stmt) = unshare_expr (OMP_TARGET_BODY (c->stmt));
}

/* Whether T is *CLOSURE (the closure converted in a generic lambda's
   instance).  */

static bool
closure_object_p (tree t, tree closure)
{
  if (!INDIRECT_REF_P (t))
    return false;
  t = TREE_OPERAND (t, 0);
  STRIP_NOPS (t);
  return t == closure;
}

/* walk_tree callback: whether the closure DATA, or a proxy of a member
   of it, is used.  */

static tree
uses_closure_r (tree *tp, int *walk_subtrees, void *data)
{
  tree closure = (tree) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (*tp == closure)
    return *tp;
  else if (VAR_P (*tp) && DECL_HAS_VALUE_EXPR_P (*tp))
    {
      tree value = DECL_VALUE_EXPR (*tp);
      if (walk_tree_without_duplicates (&value, uses_closure_r, data))
	return *tp;
    }
  return NULL_TREE;
}

/* The member of reference type of closure CLOSURE that T is
   (__closure->__x, the closure converted in a generic lambda's
   instance), or NULL_TREE.  */

static tree
closure_member (tree t, tree closure)
{
  return (TREE_CODE (t) == COMPONENT_REF && TYPE_REF_P (TREE_TYPE (t))
	  && closure_object_p (TREE_OPERAND (t, 0), closure)
	  ? TREE_OPERAND (t, 1) : NULL_TREE);
}

/* The reference variable for KEY (capture_rewrite) in D, named NAME,
   of type TYPE and bound to VALUE where it is made (before D's
   construct).  */

static tree
capture_variable (capture_rewrite *d, tree key, tree name, tree type,
		  tree value, location_t loc)
{
  bool existed;
  tree &var = d->vars->get_or_insert (key, &existed);
  if (!existed)
    var = bound_variable (d->c, name, type, value, loc);
  return var;
}

/* walk_tree callback: a proxy of a capture by reference becomes its
   variable, bound to the proxy (which, where a construct around has
   made the variable private, is the private copy).  */

static tree
replace_capture_r (tree *tp, int *walk_subtrees, void *data)
{
  capture_rewrite *d = (capture_rewrite *) data;
  tree t = *tp;
  if (TYPE_P (t) || d->outside->contains (t))
    *walk_subtrees = 0;
  else if (VAR_P (t) && DECL_HAS_VALUE_EXPR_P (t)
	   && TYPE_REF_P (TREE_TYPE (t))
	   && uses_closure_r (&t, walk_subtrees, d->closure))
    {
      tree key = closure_member (DECL_VALUE_EXPR (t), d->closure);
      *tp = capture_variable (d, key ? key : t, DECL_NAME (t),
			      TREE_TYPE (t), t, DECL_SOURCE_LOCATION (t));
    }
  return NULL_TREE;
}

/* The member of reference type of CLOSURE that g++'s clause C maps
   (*__closure->__x), or NULL_TREE.  */

static tree
mapped_capture (tree c, tree closure)
{
  if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
    return NULL_TREE;
  tree d = OMP_CLAUSE_DECL (c);
  return (INDIRECT_REF_P (d) ? closure_member (TREE_OPERAND (d, 0), closure)
	  : NULL_TREE);
}

/* Whether C is one of g++'s clauses that map closure CLOSURE itself.  */

static bool
closure_clause_p (tree c, tree closure)
{
  if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
    return false;
  tree d = OMP_CLAUSE_DECL (c);
  if (OMP_CLAUSE_MAP_KIND (c) == GOMP_MAP_FIRSTPRIVATE_POINTER)
    return d == closure;
  return closure_object_p (d, closure);
}

static void
unreference_captures (ompm_construct *c)
{
  tree fn = ompm_lowering_fn ();
  if (!ompm_quirk_on (OMPM_QUIRK_LAMBDA_CAPTURES) || !fn
      || !LAMBDA_FUNCTION_P (fn) || !DECL_ARGUMENTS (fn) || seen_error ())
    return;
  hash_map<tree, tree> vars;
  hash_set<tree> outside;
  own_operands (c, &outside);
  capture_rewrite d = { DECL_ARGUMENTS (fn), &vars, c, &outside };
  tree stmt = c->stmt;
  if (TREE_CODE (stmt) != OMP_TARGET)
    {
      /* The map clauses alone: the body is the host's, and what the
	 other clauses name (use_device_ptr) it must find as named.  */
      for (tree m = *c->clauses; m; m = OMP_CLAUSE_CHAIN (m))
	if (OMP_CLAUSE_CODE (m) == OMP_CLAUSE_MAP)
	  walk_clause (m, replace_capture_r, &d);
      return;
    }
  walk_tree (c->clauses, replace_capture_r, &d, NULL);
  walk_tree (&OMP_TARGET_BODY (stmt), replace_capture_r, &d, NULL);

  /* g++'s clauses for the captures the body uses.  */
  for (tree *pc = c->clauses; *pc; )
    {
      tree m = *pc;
      tree field = mapped_capture (m, d.closure);
      tree p = OMP_CLAUSE_CHAIN (m);
      if (!field || !p || OMP_CLAUSE_CODE (p) != OMP_CLAUSE_MAP
	  || OMP_CLAUSE_MAP_KIND (p) != GOMP_MAP_ALWAYS_POINTER
	  || !operand_equal_p (OMP_CLAUSE_DECL (p),
			       TREE_OPERAND (OMP_CLAUSE_DECL (m), 0)))
	{
	  pc = &OMP_CLAUSE_CHAIN (m);
	  continue;
	}
      /* The member's name is the variable's after "__".  */
      const char *name = IDENTIFIER_POINTER (DECL_NAME (field));
      if (startswith (name, "__"))
	name += 2;
      tree r = capture_variable (&d, field, get_identifier (name),
				 TREE_TYPE (field),
				 TREE_OPERAND (OMP_CLAUSE_DECL (m), 0),
				 OMP_CLAUSE_LOCATION (m));
      location_t item = ompm_item_location (OMP_CLAUSE_LOCATION (m),
					    DECL_NAME (r));
      if (item == UNKNOWN_LOCATION)
	{
	  /* No clause named it: mapped implicitly, as the variable.  */
	  *pc = OMP_CLAUSE_CHAIN (p);
	  continue;
	}
      /* The user's clause, at its item's place (which keys the mapper
	 and present modifiers).  */
      OMP_CLAUSE_DECL (m) = build1 (INDIRECT_REF, TREE_TYPE (TREE_TYPE (r)),
				    r);
      OMP_CLAUSE_SET_MAP_KIND (p, GOMP_MAP_FIRSTPRIVATE_REFERENCE);
      OMP_CLAUSE_DECL (p) = r;
      OMP_CLAUSE_LOCATION (m) = OMP_CLAUSE_LOCATION (p) = item;
      pc = &OMP_CLAUSE_CHAIN (p);
    }
  if (vars.is_empty ())
    return;

  /* The closure, where nothing else of it is used: g++'s map(to:
     *__closure) and map(firstprivate_pointer: __closure) go.  */
  if (walk_tree_without_duplicates (&OMP_TARGET_BODY (stmt), uses_closure_r,
				    d.closure))
    return;
  for (tree m = *c->clauses; m; m = OMP_CLAUSE_CHAIN (m))
    if (!closure_clause_p (m, d.closure)
	&& walk_clause (m, uses_closure_r, d.closure))
      return;
  for (tree *pc = c->clauses; *pc; )
    if (closure_clause_p (*pc, d.closure))
      *pc = OMP_CLAUSE_CHAIN (*pc);
    else
      pc = &OMP_CLAUSE_CHAIN (*pc);
}

/* GCC 12's workaround (the quirk pointer-references) for a reference
   to a pointer, V (a parameter
   "S *&p", or a lambda's capture by reference of a pointer, which
   unreference_captures made one), whose pointee's members a construct
   maps (map(p->q[0:n]), as *((*p)->q + 0) with an attachment of
   (*p)->q): the gimplifier makes of V a firstprivate pointer
   (map(firstprivate: p [pointer assign])) rather than a firstprivate
   reference, so that the region read the pointer from the pointee's
   device copy and crashed.  g++ 12 alone too.  Where the construct
   uses the pointer only for its value (never assigns it, takes its
   address, nor maps it), *V becomes a pointer variable bound to it
   before the construct, which GCC maps right.  */

struct pointer_ref
{
  tree ref;			/* V.  */
  tree ptr;			/* The pointer variable, or NULL_TREE.  */
  bool other;			/* V used other than as *V's value.  */
  hash_set<tree> *outside;	/* outside_temporaries.  */
};

/* Whether T is *V.  */

static bool
deref_of_p (tree t, tree v)
{
  return INDIRECT_REF_P (t) && TREE_OPERAND (t, 0) == v;
}

/* walk_tree callback: find uses of DATA's V other than *V's value.  */

static tree
pointer_ref_uses_r (tree *tp, int *walk_subtrees, void *data)
{
  pointer_ref *d = (pointer_ref *) data;
  tree t = *tp;
  if (TYPE_P (t) || d->outside->contains (t))
    *walk_subtrees = 0;
  else if (deref_of_p (t, d->ref))
    *walk_subtrees = 0;
  else if (t == d->ref)
    d->other = true;
  else if ((TREE_CODE (t) == MODIFY_EXPR || TREE_CODE (t) == INIT_EXPR
	    || TREE_CODE (t) == ADDR_EXPR
	    || TREE_CODE (t) == PREINCREMENT_EXPR
	    || TREE_CODE (t) == PREDECREMENT_EXPR
	    || TREE_CODE (t) == POSTINCREMENT_EXPR
	    || TREE_CODE (t) == POSTDECREMENT_EXPR)
	   && deref_of_p (TREE_OPERAND (t, 0), d->ref))
    d->other = true;
  return NULL_TREE;
}

/* walk_tree callback: *V becomes DATA's pointer variable.  */

static tree
pointer_ref_replace_r (tree *tp, int *walk_subtrees, void *data)
{
  pointer_ref *d = (pointer_ref *) data;
  if (TYPE_P (*tp) || d->outside->contains (*tp))
    *walk_subtrees = 0;
  else if (deref_of_p (*tp, d->ref))
    *tp = d->ptr;
  return NULL_TREE;
}

/* The reference to a pointer whose pointee's member the map clause C
   maps ((*V)->q), or NULL_TREE.  */

static tree
member_through_pointer_ref (tree c)
{
  if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP)
    return NULL_TREE;
  for (tree t = OMP_CLAUSE_DECL (c); t; )
    switch (TREE_CODE (t))
      {
      case COMPONENT_REF:
	{
	  tree obj = TREE_OPERAND (t, 0);
	  if (INDIRECT_REF_P (obj) && INDIRECT_REF_P (TREE_OPERAND (obj, 0)))
	    {
	      tree v = TREE_OPERAND (TREE_OPERAND (obj, 0), 0);
	      if ((VAR_P (v) || TREE_CODE (v) == PARM_DECL)
		  && TYPE_REF_P (TREE_TYPE (v))
		  && POINTER_TYPE_P (TREE_TYPE (TREE_TYPE (v))))
		return v;
	    }
	  t = obj;
	  break;
	}
      case INDIRECT_REF:
      case ARRAY_REF:
      case POINTER_PLUS_EXPR:
      case NON_LVALUE_EXPR:
      CASE_CONVERT:
	t = TREE_OPERAND (t, 0);
	break;
      default:
	t = NULL_TREE;
	break;
      }
  return NULL_TREE;
}

/* Whether C is V's value's own firstprivate pointer: GCC's clause for a
   section of the pointee.  */

static bool
value_pointer_clause_p (tree c, tree v)
{
  return (OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	  && OMP_CLAUSE_MAP_KIND (c) == GOMP_MAP_FIRSTPRIVATE_POINTER
	  && OMP_CLAUSE_DECL (c) == v);
}

static void
dereference_pointer_refs (ompm_construct *c)
{
  if (!ompm_quirk_on (OMPM_QUIRK_POINTER_REFERENCES) || seen_error ())
    return;
  auto_vec<tree, 4> refs;
  for (tree m = *c->clauses; m; m = OMP_CLAUSE_CHAIN (m))
    if (tree v = member_through_pointer_ref (m))
      if (!refs.contains (v))
	refs.safe_push (v);
  if (refs.is_empty ())
    return;
  hash_set<tree> outside;
  own_operands (c, &outside);
  for (tree v : refs)
    {
      pointer_ref d = { v, NULL_TREE, false, &outside };
      if (TREE_CODE (c->stmt) == OMP_TARGET)
	walk_tree_without_duplicates (&OMP_TARGET_BODY (c->stmt),
				      pointer_ref_uses_r, &d);
      for (tree m = *c->clauses; m; m = OMP_CLAUSE_CHAIN (m))
	if (!value_pointer_clause_p (m, v))
	  walk_clause (m, pointer_ref_uses_r, &d);
      if (d.other)
	continue;
      d.ptr = bound_variable (c, DECL_NAME (v), TREE_TYPE (TREE_TYPE (v)),
			      build_simple_mem_ref (v),
			      DECL_SOURCE_LOCATION (v));
      if (TREE_CODE (c->stmt) == OMP_TARGET)
	walk_tree (&OMP_TARGET_BODY (c->stmt), pointer_ref_replace_r, &d,
		   NULL);
      for (tree m = *c->clauses; m; m = OMP_CLAUSE_CHAIN (m))
	if (value_pointer_clause_p (m, v))
	  OMP_CLAUSE_DECL (m) = d.ptr;
	else
	  walk_clause (m, pointer_ref_replace_r, &d);
    }
}

static void
cxx_construct (ompm_construct *c)
{
  unreference_captures (c);
  dereference_pointer_refs (c);
  tree *clauses = c->clauses;
  /* The place of the list item the user wrote, if any: the last of
     those g++ gives the clauses it makes of it.  */
  location_t where = UNKNOWN_LOCATION;
  tree field = NULL_TREE;
  for (tree c = *clauses; c; c = OMP_CLAUSE_CHAIN (c))
    if ((OMP_CLAUSE_CODE (c) == OMP_CLAUSE_MAP
	 || OMP_CLAUSE_CODE (c) == OMP_CLAUSE_TO
	 || OMP_CLAUSE_CODE (c) == OMP_CLAUSE_FROM)
	&& reference_member (OMP_CLAUSE_DECL (c)))
      {
	field = reference_member (OMP_CLAUSE_DECL (c));
	if (where == UNKNOWN_LOCATION
	    || linemap_location_before_p (line_table, where,
					  OMP_CLAUSE_LOCATION (c)))
	  where = OMP_CLAUSE_LOCATION (c);
      }
  /* The clauses gone, which GCC 12 would crash on.  */
  if (field)
    sorry_at (where, "a data member of reference type, %qD, in a map "
	      "clause or mapped implicitly, in %s", field, ompm_fe->name);
  for (tree *pc = clauses; *pc; )
    {
      tree c = *pc;
      if (OMP_CLAUSE_CODE (c) != OMP_CLAUSE_MAP
	  && OMP_CLAUSE_CODE (c) != OMP_CLAUSE_TO
	  && OMP_CLAUSE_CODE (c) != OMP_CLAUSE_FROM)
	{
	  pc = &OMP_CLAUSE_CHAIN (c);
	  continue;
	}
      if (reference_member (OMP_CLAUSE_DECL (c)))
	{
	  *pc = OMP_CLAUSE_CHAIN (c);
	  continue;
	}
      /* A "this[...]" item (or "*this") with the mapper or present
	 modifier, whose clause g++ 12 made again at the construct's
	 place: at the item's place, which the modifiers key.  */
      if (ompm_this_object_p (OMP_CLAUSE_DECL (c)))
	{
	  location_t item = ompm_item_location (OMP_CLAUSE_LOCATION (c),
						this_identifier);
	  if (item != UNKNOWN_LOCATION)
	    OMP_CLAUSE_LOCATION (c) = item;
	}
      walk_tree (&OMP_CLAUSE_DECL (c), strip_r, NULL, NULL);
      pc = &OMP_CLAUSE_CHAIN (c);
    }
}

/* The frontend's decl_spelling: the name as g++'s messages give it.  */

static char *
cxx_decl_spelling (tree decl)
{
  return xstrdup (lang_hooks.decl_printable_name (decl, 1));
}

const ompm_frontend ompm_fe_cxx = {
  "C++",
  cxx_file_scope_p,
  cxx_lookup,
  cxx_declare_at_file_scope,
  cxx_open_declare_target,
  cxx_mapper_variable,
  cxx_hand_back_mapper,
  cxx_line_start,
  cxx_text_prefix,
  ompm_cxx_init,
  cxx_register_mapper_fn,
  cxx_runtime_fn,
  cxx_visibility_limit,
  cxx_block_mapper,
  cxx_can_lower,
  cxx_enclosing_mappers,
  cxx_unready_mapper,
  cxx_type_mapper,
  cxx_decl_spelling,
  cxx_construct,
  false,
  true,
  true
};
