#! /usr/bin/env python3
# mapper-diff.py -- generate random differential tests of declare mapper.
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.

"""Write a random C program that exercises declare mapper and checks itself.

The program has random struct and union types (nested members, arrays,
pointers to scalars and to structs, linked lists, typedefs), random
mappers for them (default and named ones, nested through mapper(id)
modifiers, partial ones that leave members out, sections with constant
and variable lengths, the same member twice) and, in a few scenarios,
random sequences of target constructs on objects of those types: enter
and exit data, update to and from, target regions that read and change
what they can reach, and target data regions around the others.

While it writes a construct the generator carries it out on its own
model of the device data environment, as OpenMP 5.1 section 2.21.7 and
Table 2.13 say: reference counts (once per construct, shared by the
members of a structure), map types decayed through each mapper, always,
attachment of pointers, and target update, which never overwrites an
attached pointer.  From the model it writes checks into the program:
host values after each construct, values the target regions saw (the
region stores them into an array that comes back), that host pointers
keep their values and that attached device pointers do not hold them,
and omp_target_is_present.  The program prints each mismatch and exits
with status 1.

Only what the specification defines is checked.  The model knows a
value or marks it unknown (data the device never received, data copied
back from such); unknown values are never checked.  A candidate
construct whose outcome the specification leaves undefined (mapping
more of an array that is present, copying back a pointer or a length
the device never received, deleting what an enclosing target data
region holds) is dropped and another one drawn.

Features the plugin gets wrong today are behind knobs (--knobs); see
KNOBS below.  The same seed and knobs always give the same program.

With --lang c++ the program is C++ (for g++ with the plugin): the same
program for the seed,
its allocations converted as C++ needs, and the mappers declared at
file scope put, as a second generator seeded from the seed chooses, in
the global namespace, in one namespace that a using-directive brings,
each in a namespace of its own that one brings, with the types and
the scenarios in one namespace, in a class whose static member
functions the scenarios are, in a base class of that class, in a
class template whose static member functions the scenarios are (their
block-scope mappers then in function templates too), in a class
after its static member functions the scenarios (whose lowering then
waits for the end of the parse), or each in the struct or union it
maps, the scenarios outside, where the type brings its mappers (and
to every mapper's nested lookups, whatever the order).

A block-scope mapper's section lengths add, at times, a local of the
function it is declared in, which is 0 (its clauses using the variables
of the function around them); in C++ only where the mapper needs no
runtime function and the function is no template (sorries there).

Usage: mapper-diff.py [--seed N] [--knobs K1,K2|all] [--wrong]
		      [--lang c|c++] [-o FILE]
"""

import argparse
import copy
import re
import sys

# Knobs: features that a random program uses only when asked to, because
# the plugin (or GCC 12 under it) fails on them today.  Each names the
# failure it hides; turn it on once that is fixed.
KNOBS = {
    "zero_len":
        "sections of length zero and null pointers inside mappers "
        "(counts of 0, v.p[1:v.n - 1] with n = 1, null pointees)",
    "unit_section":
        "constant unit sections of mapped types inside mappers "
        "(v.q[0:1], v.ta[1:1])",
    "bare_pointee":
        "a mapper clause that maps what a pointer member points to while "
        "nothing maps the pointer member itself (the pointer is then "
        "mapped alloc and attached)",
    "self_and_member":
        "a mapper that maps the variable and members of it that are not "
        "pointers (map(v) map(v.n), map(v, v.in)): the compiler crashes on "
        "constructs with more than one such item, or one whose member has "
        "a mapper with two pointees; with a section of an array member "
        "before the variable in one clause, GCC 12 says 'v' appears more "
        "than once (by hand too)",
    "detach_unattached":
        "target exit data through a mapper whose pointee was never mapped "
        "while the struct holding the pointer is: libgomp 12 stops with "
        "'attach count underflow', by hand as through a mapper",
    "pointer_apart":
        "a mapper that names a pointer member, or the variable, and what "
        "the pointer points to in different clauses (map(v.c) map(v.b, "
        "v.b[1:1], v.c[0:2]), map(alloc: e) map(to: e.a[0:e.n])): the "
        "compiler crashes when the construct maps another variable of "
        "such a type (GCC 12 too, by hand)",
    "partial_unit":
        "p[k:1] of a struct whose mapper maps members and not the variable "
        "first: with k = 0 on a target region, internal compiler error in "
        "lower_omp_target; else libgomp says 'Trying to map into device "
        "... structure element when other mapped elements from the same "
        "structure weren't mapped together with it'",
    "twice_pointee":
        "a mapper that names the same pointee twice with different map "
        "types (map(tofrom: v.a, v.a[0:2]) map(alloc: v.a, v.a[0:2])): "
        "through an array section of the type the last clause decides; "
        "or a section of a mapped type twice (through two mappers): other "
        "items of the construct reach the device as zeros; with the same "
        "map type, on array elements, the end of a target data region "
        "inside which they were released crashes",
    "member_array":
        "a mapper that maps an array member whose element type has a "
        "mapper (map(tofrom: v.a) with struct t1 a[3]): the elements do "
        "not reach the device, what they point to does",
    "pool_absent":
        "in pool mode too, check that elements of an array outside its "
        "mapped section are not present: pool mode said they were when "
        "they lay between pooled blocks",
    "update_attached":
        "target update of part of a struct that holds an attached pointer "
        "(as after map(tofrom: v) map(v.b[0:2])), or a copy of such a part "
        "that the always modifier makes: libgomp 12 copies "
        "such data a pointer's size at a time, from the wrong offset, so "
        "bytes are skipped and bytes after the part, attached pointers "
        "too, are overwritten (by hand too)",
    "member_section":
        "a mapper that maps a section of an array member (map(v.a[1:2]), "
        "map(v.ta[0:2]) with an array of structs) "
        "used on elements of an array: the elements' sections do not "
        "reach the device",
    "always_elements":
        "the always modifier of a mapper clause (map(always, tofrom: v)) "
        "on elements of an array: it is lost, present data moves neither "
        "way",
    "partial_runtime":
        "a mapper of members only on array elements, or one that maps a "
        "section of a mapped type (map(to: v.a) map(v.b[1:2])): the "
        "plugin maps whole elements at run time, and target exit data "
        "through such a mapper, or after it through another, brings back "
        "members that must not come back (exact mode)",
    "update_partial_pointer":
        "target update through a mapper of members that maps a pointer "
        "member and part of what it points to (map(from: e.c, e.c[0:1])): "
        "host data beyond the pointee section is overwritten, and the "
        "host's pointer too when another mapper attached it",
    "recursive_exit":
        "target exit data from through a recursive mapper whose clause for "
        "the next node is alloc or to: only the first node after the "
        "variable is released",
    "data_partial_copy":
        "a target data region that maps array elements from or tofrom "
        "through a mapper of members (map(v.val), map(tofrom: w.d, "
        "w.d[1:1])): where the elements stay mapped at its end, their "
        "members still come back (a pointer member with the device's "
        "address)",
    "held_removal":
        "removing, inside a target data region, what the region mapped "
        "(an exit data, or the end of an inner region, takes its reference "
        "count to zero): once mapped again, the region's end fails with "
        "'libgomp: no attachment counters for struct', by hand too (README)",
    "alloc_partial":
        "a target or target data construct with a list item after the "
        "first that maps only alloc, through a mapper of members only, on "
        "array elements (map(to: a[0:2]) map(alloc: p[0:2])), directly or "
        "nested: the first item's data does not reach the device",
    "member_order":
        "a mapper that names members out of their order of declaration "
        "(map(e.w, e.data, e.data[0:n]) with data declared first): with "
        "another struct and what it points to, the end of a target data "
        "region crashes in libgomp (GCC 12, by hand too)",
    "null_attach":
        "a section of a null pointer in a mapper where the plugin leaves "
        "the section to GCC (no mapper for its type, v.next[0:v.next != 0] "
        "in a named mapper of a list with no default one), or as a list "
        "item of a construct (map(x.next[0:x.next != 0])): 'libgomp: "
        "attempt to attach null pointer' (GCC 12 too, by hand)",
    "members_split":
        "a mapper of members that names them in several clauses "
        "(map(to: w.b, w.b[0:n]) map(alloc: w.c)): mapped once beside "
        "another struct with what it points to, they cannot be mapped "
        "again: 'libgomp: Trying to map into device ... structure element "
        "when other mapped elements from the same structure weren't mapped "
        "together with it' (GCC 12, by hand too)",
    "exit_subsection":
        "target exit data from of part of a mapped array section (p[2:1] "
        "when p[0:3] is mapped) through a mapper with pointees: in exact "
        "mode other elements come back too",
    "exit_members":
        "target exit data from of some members of a struct whose mapping "
        "holds more and an attached pointer (map(from: x.b, x.e[1:1]) "
        "after map(to: x, x.a[0:n])): the whole struct comes back "
        "(libgomp 12, by hand too)",
    "member_item":
        "members of mapped type as list items of constructs (x.in, x.ta, "
        "x.q[0:n]): on target enter data and target data, the device's "
        "x.q is not attached to the section x.q[0:n] of a mapped type",
    "detach_kept":
        "a construct whose end takes a pointer's attachment count to zero "
        "while the pointer and what it points to stay mapped (a target "
        "data region that attached x.next, x and x.next[0:1] also mapped "
        "by enter data): libgomp 12 gives the device's pointer back the "
        "host's value, where OpenMP 5.1 leaves it attached, so that a "
        "later region reads through the host's address (by hand too)",
}

# Knobs whose failure is fixed: always on (seeds 1-60 of each passed in
# both modes when it was turned on; make check runs 1-200).
FIXED = {
    "exit_subsection", "member_array", "pool_absent", "recursive_exit",
    "twice_pointee", "unit_section", "update_partial_pointer",
}

# Value of a cell the model does not know.
UNK = None

SCALARS = ["int", "short", "long", "unsigned char", "double", "long long"]


class Rng:
    """A deterministic generator (xorshift64*), the same on every Python."""

    def __init__(self, seed):
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) \
            & 0xFFFFFFFFFFFFFFFF or 1

    def next(self):
        x = self.state
        x ^= (x >> 12)
        x ^= (x << 25) & 0xFFFFFFFFFFFFFFFF
        x ^= (x >> 27)
        self.state = x
        return ((x * 0x2545F4914F6CDD1D) & 0xFFFFFFFFFFFFFFFF) >> 11

    def below(self, n):
        """A number in [0, N)."""
        return self.next() % n if n > 0 else 0

    def between(self, lo, hi):
        """A number in [LO, HI]."""
        return lo + self.below(hi - lo + 1)

    def chance(self, percent):
        return self.below(100) < percent

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, seq):
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
        return seq

    def sample(self, seq, k):
        return self.shuffle(list(seq))[:k]


def wrap(ctype, value):
    """VALUE stored into an object of type CTYPE, as C does."""
    if value is UNK:
        return UNK
    if ctype == "unsigned char":
        return value % 256
    return value


# ---------------------------------------------------------------------
# Types.

class Field:
    """A member of a generated struct or union.

    KIND is "scalar" (CTYPE), "count" (an int holding the length of the
    section a pointer member COUNT_OF points to), "array" (CTYPE[N]),
    "sub" (a member of struct or union type SUB), "subarr" (SUB[N]),
    "ptr" (CTYPE *, pointing to CAP elements, with COUNT its count
    member or None) or "sptr" (SUB *, pointing to CAP elements of SUB,
    COUNT as for ptr; NONNULL for a list's next pointer, whose sections
    are v.next[0:v.next != 0])."""

    def __init__(self, name, kind, ctype=None, n=0, sub=None, cap=0):
        self.name = name
        self.kind = kind
        self.ctype = ctype
        self.n = n
        self.sub = sub
        self.cap = cap
        self.count = None
        self.count_of = None
        self.nonnull = False

    def decl(self):
        if self.kind in ("scalar", "count"):
            return "%s %s;" % (self.ctype, self.name)
        if self.kind == "array":
            return "%s %s[%d];" % (self.ctype, self.name, self.n)
        if self.kind == "sub":
            return "%s %s;" % (self.sub.spelling, self.name)
        if self.kind == "subarr":
            return "%s %s[%d];" % (self.sub.spelling, self.name, self.n)
        if self.kind == "ptr":
            return "%s *%s;" % (self.ctype, self.name)
        return "%s *%s;" % (self.sub.spelling, self.name)


class CellSpec:
    """One scalar of a type's layout: SUFFIX after the object, CTYPE,
    ROLE "val", "count" or "ptr", FIELD the pointer member for role ptr.
    Role "whole" stands for the storage of a struct or union object as
    a whole, padding included, which only mapping the object itself (not
    its members) maps."""

    def __init__(self, suffix, ctype, role, field=None):
        self.suffix = suffix
        self.ctype = ctype
        self.role = role
        self.field = field


class SType:
    """A generated struct or union type."""

    def __init__(self, tag, is_union=False):
        self.tag = tag
        self.is_union = is_union
        self.fields = []
        self.typedef = None
        self.anonymous = False
        self.is_list = False
        self.spelling = ("union " if is_union else "struct ") + tag
        self.cells = []
        self.field_cells = {}
        self.deep = None

    def spell(self, rng):
        """The type as a declaration names it: the tag or the typedef."""
        if self.anonymous or (self.typedef and rng.chance(50)):
            return self.typedef
        return ("union " if self.is_union else "struct ") + self.tag

    def compute_layout(self):
        """Flatten the type into CellSpecs; FIELD_CELLS maps a member's
        name to the range of its cells."""
        self.cells = [CellSpec("", None, "whole")]
        for f in self.fields:
            start = len(self.cells)
            if f.kind in ("scalar", "count"):
                self.cells.append(CellSpec("." + f.name, f.ctype,
                                           "val" if f.kind == "scalar"
                                           else "count"))
            elif f.kind == "array":
                for i in range(f.n):
                    self.cells.append(CellSpec(".%s[%d]" % (f.name, i),
                                               f.ctype, "val"))
            elif f.kind == "sub":
                for c in f.sub.cells:
                    self.cells.append(CellSpec("." + f.name + c.suffix,
                                               c.ctype, c.role, c.field))
            elif f.kind == "subarr":
                for i in range(f.n):
                    for c in f.sub.cells:
                        self.cells.append(
                            CellSpec(".%s[%d]%s" % (f.name, i, c.suffix),
                                     c.ctype, c.role, c.field))
            else:
                self.cells.append(CellSpec("." + f.name, f.kind, "ptr", f))
            self.field_cells[f.name] = (start, len(self.cells) - start)
        if self.is_union:
            # A union's one cell is its int member; the others overlay it.
            self.cells = [CellSpec("", None, "whole"),
                          CellSpec(".i", "int", "val")]
            self.field_cells = {"i": (1, 1)}

    def field(self, name):
        for f in self.fields:
            if f.name == name:
                return f
        raise KeyError(name)


def gen_types(rng, knobs):
    """Random types, innermost first, so that each type's members name
    only types declared before it."""
    types = []
    ntag = [0]

    def new_tag(prefix):
        ntag[0] += 1
        return "%s%d" % (prefix, ntag[0])

    def scalar():
        return rng.choice(SCALARS)

    def add_ptr(t, f):
        """Add pointer member F to T, with a count member most of the
        time."""
        t.fields.append(f)
        f.count_min = 0 if "zero_len" in knobs else min(2, f.cap)
        if f.nonnull:
            return
        if rng.chance(75):
            c = Field("n_" + f.name, "count", "int")
            c.count_of = f
            f.count = c
            # The count goes before or after the pointer.
            if rng.chance(50):
                t.fields.insert(len(t.fields) - 1, c)
            else:
                t.fields.append(c)

    # Unions: an int over a double and bytes.
    for _ in range(rng.below(2)):
        u = SType(new_tag("u"), is_union=True)
        u.fields = [Field("i", "scalar", "int"),
                    Field("d", "scalar", "double"),
                    Field("c", "array", "unsigned char", n=12)]
        u.compute_layout()
        types.append(u)

    # A list node type, sometimes.
    if rng.chance(40):
        t = SType(new_tag("node"))
        t.is_list = True
        t.fields.append(Field("val", "scalar", scalar()))
        if rng.chance(50):
            add_ptr(t, Field("data", "ptr", scalar(), cap=rng.between(2, 4)))
        if rng.chance(50):
            t.fields.append(Field("w", "scalar", scalar()))
        nxt = Field("next", "sptr", sub=t, cap=1)
        nxt.nonnull = True
        t.fields.append(nxt)
        t.compute_layout()
        types.append(t)

    for _ in range(rng.between(2, 4)):
        t = SType(new_tag("t"))
        inner = [x for x in types if not x.is_list
                 and len(x.cells) <= 24]
        structs = [x for x in inner if not x.is_union]
        targets = [x for x in types if not x.is_union]
        kinds = ["scalar"] * 25 + ["array"] * 13 + ["ptr"] * 22
        if inner:
            kinds += ["sub"] * 15
        if structs:
            kinds += ["subarr"] * 7
        if targets:
            kinds += ["sptr"] * 18
        for k in range(rng.between(2, 5)):
            name = "abcdeghjkmqrsuwxyz"[k]
            kind = rng.choice(kinds)
            if kind == "scalar":
                t.fields.append(Field(name, "scalar", scalar()))
            elif kind == "array":
                t.fields.append(Field(name, "array", scalar(),
                                      n=rng.between(2, 4)))
            elif kind == "ptr":
                add_ptr(t, Field(name, "ptr", scalar(),
                                 cap=rng.between(2, 4)))
            elif kind == "sub":
                t.fields.append(Field(name, "sub", sub=rng.choice(inner)))
            elif kind == "subarr":
                t.fields.append(Field(name, "subarr", sub=rng.choice(structs),
                                      n=rng.between(2, 3)))
            else:
                add_ptr(t, Field(name, "sptr", sub=rng.choice(targets),
                                 cap=rng.between(1, 3)))
        if not any(f.kind in ("scalar", "array", "count") for f in t.fields):
            t.fields.insert(0, Field("id", "scalar", "int"))
        r = rng.below(100)
        if r < 30:
            t.typedef = t.tag + "_t"
        elif r < 40:
            t.typedef = t.tag + "_t"
            t.anonymous = True
            t.spelling = t.typedef
        t.compute_layout()
        types.append(t)
    return types


def emit_types(out, types, inside=None):
    """The definitions of TYPES; INSIDE: the lines to put in each, by
    tag."""
    for t in types:
        kw = "union" if t.is_union else "struct"
        if t.anonymous:
            out.append("typedef %s" % kw)
        else:
            out.append("%s %s" % (kw, t.tag))
        out.append("{")
        for f in t.fields:
            out.append("  " + f.decl())
        out.extend((inside or {}).get(t.tag, []))
        if t.anonymous:
            out.append("} %s;" % t.typedef)
        else:
            out.append("};")
            if t.typedef:
                out.append("typedef %s %s %s;" % (kw, t.tag, t.typedef))
        out.append("")


# ---------------------------------------------------------------------
# Mappers.

class MItem:
    """A list item of a mapper's map clause, relative to its variable.

    KIND is "self" (the variable), "field" (a scalar, count, array or
    pointer member, whole), "arrsec" (LO, LEN of an array member), "sub"
    (a member of struct or union type, through its mapper), "subarr"
    (elements LO, LEN of an array of structs; LEN None: all of it),
    "pointee" (what a pointer member points to, [LO:LEN]) or "spointee"
    (the same for a pointer to structs).  LEN is ("const", K), ("count",
    D) for the count member plus D, or ("nonnull",)."""

    def __init__(self, kind, field=None, lo=0, len_=None):
        self.kind = kind
        self.field = field
        self.lo = lo
        self.len = len_

    def text(self, var):
        f = self.field
        if self.kind == "self":
            return var
        if self.kind in ("field", "sub"):
            return "%s.%s" % (var, f.name)
        if self.kind == "subarr" and self.len is None:
            return "%s.%s" % (var, f.name)
        if self.len[0] == "const":
            ln = str(self.len[1])
        elif self.len[0] == "nonnull":
            ln = "%s.%s != 0" % (var, f.name)
        else:
            ln = "%s.%s" % (var, f.count.name)
            if self.len[1] < 0:
                ln += " - %d" % -self.len[1]
            if LOCAL_ZERO:
                # A local of the scenario, 0: a block mapper's clauses
                # that use the variables of the function around them.
                ln += " + ompd_zero"
        return "%s.%s[%d:%s]" % (var, f.name, self.lo, ln)

    def key(self):
        return (self.kind, self.field.name if self.field else "",
                self.lo, self.len)


# Set while a block mapper that uses a local of its function is
# written (Scenario.text).
LOCAL_ZERO = False


class MClause:
    def __init__(self, mtype, items, always=False, mapper=None,
                 spell_type=True, close=False):
        self.mtype = mtype
        self.items = items
        self.always = always
        self.mapper = mapper
        self.spell_type = spell_type
        self.close = close

    def text(self, var):
        mods = []
        if self.always:
            mods.append("always")
        if self.close:
            mods.append("close")
        if self.mapper:
            mods.append("mapper(%s)" % self.mapper)
        head = ""
        if mods or self.spell_type or self.mtype != "tofrom":
            head = ", ".join(mods + [self.mtype]) + ": "
        return "map(%s%s)" % (head, ", ".join(i.text(var) for i in
                                                self.items))


class Mapper:
    """A declare mapper for type T with identifier ID ("default" for the
    default one).  ENV is what is visible where it is declared: the
    mappers its nested items use."""

    def __init__(self, t, ident, var, clauses, env, spelled_default=False):
        self.t = t
        self.id = ident
        self.var = var
        self.clauses = clauses
        self.env = env
        self.spelled_default = spelled_default

    def items(self):
        return [it for cl in self.clauses for it in cl.items]

    def partial(self):
        """Whether it maps members of the variable, not the variable."""
        return not any(it.kind == "self" for it in self.items())

    def variable_first(self):
        """Whether its first item is the variable itself."""
        items = self.items()
        return bool(items) and items[0].kind == "self"

    def text(self, rng, by_tag=False):
        """The directive; BY_TAG: the type spelled by its tag (in its own
        scope, where its typedef is not yet declared)."""
        spelling = self.t.spell(rng)
        if by_tag:
            spelling = ("union " if self.t.is_union else "struct ") \
                + self.t.tag
        if self.id == "default" and not self.spelled_default:
            head = "(%s %s)" % (spelling, self.var)
        else:
            head = "(%s: %s %s)" % (self.id, spelling, self.var)
        return "#pragma omp declare mapper %s %s" % (
            head, " ".join(c.text(self.var) for c in self.clauses))


class Env:
    """Mappers visible at one place, by (type tag, identifier)."""

    def __init__(self, parent=None):
        self.table = dict(parent.table) if parent else {}

    def add(self, m):
        self.table[(m.t.tag, m.id)] = m

    def lookup(self, t, ident, declared=False):
        """The mapper IDENT (None: the default one) for T; with
        DECLARED, only a declared one (a target region's implicit map of
        a variable whose type has only an implicit mapper maps it whole,
        README)."""
        m = self.table.get((t.tag, ident or "default"))
        if m is None and ident in (None, "default") and not declared:
            m = self.implicit(t)
        return m

    def implicit(self, t):
        """The implicit default mapper of struct T, which has no default
        mapper here: OpenMP 5.1 (2.21.7.1) maps the members of a structure
        as list items, each through its type's default mapper; where one
        has a mapper, T's maps T's storage (alloc) and each member,
        tofrom.  None where none has
        (the predefined mapper maps T whole) and for unions."""
        if t.is_union or not any(
                f.kind in ("sub", "subarr") and self.lookup(f.sub, None)
                for f in t.fields):
            return None
        items = []
        for f in t.fields:
            if f.kind == "sub":
                items.append(MItem("sub", f))
            elif f.kind == "subarr":
                items.append(MItem("subarr", f))
            else:
                items.append(MItem("field", f))
        return Mapper(t, "default", "v", [MClause("tofrom", items)], self)

    def named(self, t):
        return sorted(i for (tag, i) in self.table
                      if tag == t.tag and i != "default")


def section_forms(rng, f, knobs, mapped_type):
    """Random (LO, LEN) for a section of pointer member F."""
    cap = f.cap
    forms = []
    if f.nonnull:
        # The last node's next pointer is null: v.next[0:1] would be a
        # section of a null pointer.
        return [(0, ("nonnull",))]
    if f.count:
        forms += [(0, ("count", 0))] * 3
        # v.p[1:v.n - 1], which needs n >= 1 (zero_len: n can be 0).
        if f.count_min >= 2:
            forms.append((1, ("count", -1)))
    for _ in range(2):
        lo = rng.below(cap)
        ln = rng.between(1, cap - lo)
        if ln == 1 and mapped_type and "unit_section" not in knobs:
            if cap - lo >= 2:
                ln = 2
            else:
                continue
        forms.append((lo, ("const", ln)))
    if "zero_len" in knobs:
        forms.append((0, ("const", 0)))
    return forms


def gen_mapper(rng, t, ident, env, knobs):
    """A random mapper for T named IDENT, visible in ENV."""
    var = rng.choice(["v", "w", "e", "it"])
    items = []
    whole = True
    if t.is_union:
        items.append(MItem("self"))
    else:
        whole = rng.chance(60)
        if whole:
            items.append(MItem("self"))
        ptr_fields = set()
        for f in t.fields:
            if not rng.chance(60 if not whole else 45):
                continue
            if whole and f.kind not in ("ptr", "sptr") \
               and "self_and_member" not in knobs:
                continue
            if f.kind in ("scalar", "count"):
                if not whole or rng.chance(20):
                    items.append(MItem("field", f))
            elif f.kind == "array":
                if rng.chance(50):
                    lo = rng.below(f.n)
                    items.append(MItem("arrsec", f, lo,
                                       ("const", rng.between(1, f.n - lo))))
                else:
                    items.append(MItem("field", f))
            elif f.kind == "sub":
                items.append(MItem("sub", f))
            elif f.kind == "subarr":
                if env.lookup(f.sub, None) and "member_array" not in knobs:
                    continue
                if rng.chance(50):
                    items.append(MItem("subarr", f))
                else:
                    lo = rng.below(f.n - 1) if f.n > 1 else 0
                    ln = rng.between(1, f.n - lo)
                    if ln == 1 and "unit_section" not in knobs:
                        lo, ln = 0, f.n
                    items.append(MItem("subarr", f, lo, ("const", ln)))
            else:
                mapped = f.kind == "sptr"
                forms = section_forms(rng, f, knobs, mapped)
                if not forms:
                    continue
                lo, ln = rng.choice(forms)
                items.append(MItem("spointee" if mapped else "pointee",
                                   f, lo, ln))
                ptr_fields.add(f)
        # Keep pointers mapped with what they point to, unless the
        # bare_pointee knob asks for the contrary.
        for f in ptr_fields:
            if whole or "bare_pointee" in knobs and rng.chance(50):
                continue
            if not any(i.kind == "field" and i.field is f for i in items):
                items.append(MItem("field", f))
        # Something of the variable itself, not only what it points to.
        if not any(i.kind in ("self", "field", "arrsec", "sub", "subarr")
                   for i in items):
            items.append(MItem("self"))
        # The same member twice, sometimes (a pointee with its pointer,
        # unless the knob pointer_apart says otherwise), which takes two
        # clauses.
        twice = [it for it in items
                 if it.kind not in ("pointee", "spointee")
                 or "twice_pointee" in knobs]
        if twice and (whole or "members_split" in knobs) \
           and rng.chance(20):
            it = rng.choice(twice)
            items.append(copy.copy(it))
            if it.kind in ("pointee", "spointee") \
               and "pointer_apart" not in knobs:
                items.append(MItem("field", it.field))
        if whole and "self_and_member" not in knobs:
            items = [it for it in items if it.kind != "field"]
    # Units of items that stay together in one clause: each pointer
    # member with what it points to, unless the knob pointer_apart says
    # otherwise.
    units = []
    for it in rng.shuffle(items):
        if "pointer_apart" not in knobs and it.field is not None \
           and it.field.kind in ("ptr", "sptr") \
           and it.kind in ("field", "pointee", "spointee"):
            same = [u for u in units if u[0].field is it.field
                    and u[0].kind in ("field", "pointee", "spointee")
                    and not any(i.key() == it.key() for i in u)]
            if same:
                same[-1].append(it)
                continue
        units.append([it])
    together = "pointer_apart" not in knobs \
        and any(it.kind == "self" for it in items)
    if together:
        # The variable with what its pointers point to, in one clause.
        first = []
        rest = []
        for it in sorted(items, key=lambda it: it.kind != "self"):
            if any(i.key() == it.key() for i in first):
                rest.append(it)
            else:
                first.append(it)
        units = [first] + [[it] for it in rest]
    for u in units:
        u.sort(key=lambda it: it.kind not in ("self", "field"))
    if "member_order" not in knobs:
        # The variable first, then members in their order of declaration.
        rank = {f.name: i for i, f in enumerate(t.fields)}
        units.sort(key=lambda u: rank[u[0].field.name] if u[0].field
                   else -1)
    items = [it for u in units for it in u]

    # Group the items into clauses: a mapper(id) modifier gets a clause
    # of its own.
    clauses = []
    group = []

    def close_group():
        if group:
            mt = random_mtype(rng)
            # Whether the always modifier of a clause carries into the
            # mapper of a list item of mapped type is not clear from 5.1
            # (the plugin says yes): never on such a clause.
            nested = any(it.kind in ("sub", "subarr", "spointee")
                         for it in group)
            clauses.append(MClause(mt, list(group),
                                   always=not nested and rng.chance(8),
                                   spell_type=rng.chance(70)
                                   or mt != "tofrom",
                                   close=rng.chance(5)))
            del group[:]

    for it in items:
        modifier = None
        sub = it.field.sub if it.kind in ("sub", "spointee") \
            or it.kind == "subarr" and "member_array" in knobs else None
        if sub is not None and not together and rng.chance(45):
            choices = env.named(sub)
            if sub.tag == t.tag and ident != "default":
                choices = sorted(set(choices) | {ident})
            if env.lookup(sub, None) or sub.tag == t.tag \
               and ident == "default":
                choices = choices + ["default"]
            if choices:
                modifier = rng.choice(choices)
        if modifier:
            close_group()
            clauses.append(MClause(random_mtype(rng), [it],
                                   mapper=modifier))
            continue
        # One clause may not name the same item twice.
        unit = [u for u in units if it in u][0]
        split = whole or "members_split" in knobs
        if it.key() in [g.key() for g in group] \
           or split and it is unit[0] and rng.chance(35):
            close_group()
        group.append(it)
    close_group()
    m = Mapper(t, ident, var, clauses, None,
               spelled_default=ident == "default" and rng.chance(15))
    m.env = Env(env)
    m.env.add(m)
    return m


def random_mtype(rng):
    r = rng.below(100)
    if r < 45:
        return "tofrom"
    if r < 70:
        return "to"
    if r < 88:
        return "from"
    return "alloc"


def gen_mappers(rng, types, knobs):
    """File-scope mappers for TYPES, in order; returns them and the Env
    they leave visible."""
    env = Env()
    mappers = []
    n = 0
    for t in types:
        wanted = []
        if rng.chance(80 if not t.is_list else 90):
            wanted.append("default")
        for _ in range(rng.below(3) if not t.is_union else rng.below(2)):
            n += 1
            wanted.append("mp%d" % n)
        for ident in wanted:
            m = gen_mapper(rng, t, ident, env, knobs)
            mappers.append(m)
            env = m.env
    return mappers, env


# ---------------------------------------------------------------------
# The model of the device data environment.

class Invalid(Exception):
    """A candidate construct whose outcome the specification does not
    define, or that the generator does not model; it is dropped."""


class Cell:
    """One scalar of host storage: its host PATH (the same expression
    reaches it in a target region), CTYPE, ROLE ("val", "count" or
    "ptr"), HOST value (UNK if unknown).  A pointer's TARGET is the id
    of the block it points to (None: null) and HP its index in the
    scenario's table of host pointers."""

    def __init__(self, path, ctype, role, host, target=None):
        self.path = path
        self.ctype = ctype
        self.role = role
        self.host = host
        self.target = target
        self.hp = None


class Block:
    """One piece of host storage: a struct or union variable, an array
    of them, or the elements a pointer points to (STYPE None: scalars).
    ID is its index in the model.

    Device side: REFCOUNT, PRESENT (indices of the cells with
    corresponding storage), SEC (the elements mapped, for an array)
    and DEV (device values: numbers or UNK; for pointers ("att", ID)
    when attached to block ID, "safe" when it holds the host's value,
    "amb" when it is attached or holds the host's value, "unk"
    otherwise)."""

    def __init__(self, bid, stype, nelem, is_array):
        self.id = bid
        self.stype = stype
        self.nelem = nelem
        self.is_array = is_array
        self.cells = []
        self.refcount = 0
        self.present = set()
        self.sec = None
        self.dev = {}
        # Whether a pointer in its mapping has been attached: libgomp
        # then has attachment counters for it (knob update_attached).
        self.attached_ever = False

    def clone(self):
        b = copy.copy(self)
        b.cells = [copy.copy(c) for c in self.cells]
        b.present = set(self.present)
        b.dev = dict(self.dev)
        return b

    def per_elem(self):
        return len(self.stype.cells) if self.stype else 1


class Entry:
    """One list item after expansion: CELLS of BLOCK mapped MTYPE
    (ALWAYS), part of elements SEC of an array."""

    def __init__(self, block, cells, mtype, always, sec):
        self.block = block
        self.cells = frozenset(cells)
        self.mtype = mtype
        self.always = always
        self.sec = sec


class Attach:
    """Pointer cell PC of block PB, to be attached to block TB; SEC is
    the section of PB's array the pointer is in."""

    def __init__(self, pb, pc, tb, sec):
        self.pb = pb
        self.pc = pc
        self.tb = tb
        self.sec = sec


class Expansion:
    """What a construct's clauses expand to: ENTRIES, ATTACHES, and the
    MAPPERS used."""

    def __init__(self):
        self.entries = []
        self.attaches = []
        self.mappers = []
        # The knobs (of KNOBS) whose features the expansion uses, each
        # with "@KIND" when it matters only to constructs of KIND.
        self.uses = set()

    def check_knobs(self, knobs, kind):
        """Reject what the knobs not in KNOBS hide, for a construct of
        KIND."""
        for use in sorted(self.uses):
            k, _, only = use.partition("@")
            if k not in knobs and only in ("", kind):
                raise Invalid("knob " + k)


class Inst:
    """A struct or union object of type T inside BLOCK, its cells from
    BASE on, in elements SEC of an array."""

    def __init__(self, block, base, t, sec):
        self.block = block
        self.base = base
        self.t = t
        self.sec = sec

    def cells(self, start=0, n=None):
        if n is None:
            n = len(self.t.cells) - start
        return range(self.base + start, self.base + start + n)

    def field_inst(self, f, i=0):
        start, _ = self.t.field_cells[f.name]
        return Inst(self.block, self.base + start + i * len(f.sub.cells),
                    f.sub, self.sec)


MAP_DECAY = {
    "alloc": {"alloc": "alloc", "to": "alloc", "from": "alloc",
              "tofrom": "alloc"},
    "to": {"alloc": "alloc", "to": "to", "from": "alloc", "tofrom": "to"},
    "from": {"alloc": "alloc", "to": "alloc", "from": "from",
             "tofrom": "from"},
    "tofrom": {"alloc": "alloc", "to": "to", "from": "from",
               "tofrom": "tofrom"},
}
EXIT_DECAY = {
    "from": {"alloc": "release", "to": "release", "from": "from",
             "tofrom": "from"},
    "release": dict.fromkeys(("alloc", "to", "from", "tofrom"), "release"),
    "delete": dict.fromkeys(("alloc", "to", "from", "tofrom"), "delete"),
}


def decay(x, y, ctx):
    """Table 2.13: the map type of a mapper's clause of type Y invoked
    with X; for target update (CTX "update"), X if the item moves in
    direction X, else None."""
    if ctx == "exit":
        return EXIT_DECAY[x][y]
    z = MAP_DECAY[x][y]
    if ctx == "update":
        return z if z == x else None
    return z


def section_of(model, it, inst):
    """LO and LEN of pointer section item IT of INST, as the program
    computes them."""
    f = it.field
    if it.len[0] == "const":
        return it.lo, it.len[1]
    pc = inst.block.cells[inst.base + inst.t.field_cells[f.name][0]]
    if it.len[0] == "nonnull":
        return 0, 1 if pc.target is not None else 0
    cnt = inst.block.cells[inst.base + inst.t.field_cells[f.count.name][0]]
    assert cnt.host is not UNK
    return it.lo, cnt.host + it.len[1]


def expand_inst(model, inst, x, mapper, ctx, exp):
    """Append to EXP the entries of INST mapped with map type X through
    MAPPER (None: as it is) by a construct of class CTX ("map", "exit"
    or "update")."""
    if mapper is None:
        exp.entries.append(Entry(inst.block, inst.cells(), x, False,
                                 inst.sec))
        return
    exp.mappers.append(mapper)
    kinds = {it.kind for it in mapper.items()}
    before = len(exp.attaches)
    if "self" not in kinds \
       and any(it.kind == "field" and it.field.kind in ("ptr", "sptr")
               for it in mapper.items()):
        exp.uses.add("update_partial_pointer@update")
    for cl in mapper.clauses:
        z = decay(x, cl.mtype, ctx)
        if z is None:
            continue
        if ctx == "exit" and x == "from" and cl.mtype in ("alloc", "to") \
           and any(it.kind == "spointee" and it.field.sub is inst.t
                   for it in cl.items):
            exp.uses.add("recursive_exit")
        for it in cl.items:
            expand_item(model, inst, it, z, cl.always, cl.mapper,
                        mapper.env, ctx, exp)
    if "self" not in kinds and ("spointee" in kinds
                                or inst.sec is not None
                                and len(exp.attaches) > before):
        exp.uses.add("partial_runtime")
    if "self" not in kinds and inst.sec is not None:
        exp.uses.add("partial_runtime@exit")
        if x in ("from", "tofrom"):
            exp.uses.add("data_partial_copy@data")


def expand_item(model, inst, it, z, always, modifier, env, ctx, exp):
    """Append to EXP the entries of mapper item IT of INST mapped Z
    (ALWAYS); nested items use the mapper MODIFIER names, or the default
    one, in ENV."""
    f = it.field
    if always and inst.sec is not None:
        exp.uses.add("always_elements")
    if it.kind == "self":
        exp.entries.append(Entry(inst.block, inst.cells(), z, always,
                                 inst.sec))
        return
    start, n = inst.t.field_cells[f.name]
    if it.kind == "field":
        exp.entries.append(Entry(inst.block, inst.cells(start, n), z, always,
                                 inst.sec))
    elif it.kind == "arrsec":
        if inst.sec is not None:
            exp.uses.add("member_section")
        exp.entries.append(Entry(inst.block,
                                 inst.cells(start + it.lo, it.len[1]), z,
                                 always, inst.sec))
    elif it.kind == "sub":
        expand_inst(model, inst.field_inst(f), z, env.lookup(f.sub, modifier),
                    ctx, exp)
    elif it.kind == "subarr":
        if it.len is not None and inst.sec is not None:
            exp.uses.add("member_section")
        lo, ln = (0, f.n) if it.len is None else (it.lo, it.len[1])
        m = env.lookup(f.sub, modifier)
        for i in range(lo, lo + ln):
            expand_inst(model, inst.field_inst(f, i), z, m, ctx, exp)
    else:
        lo, ln = section_of(model, it, inst)
        pc = inst.base + start
        target = inst.block.cells[pc].target
        if target is None and (it.kind == "pointee"
                               or env.lookup(f.sub, modifier) is None):
            # GCC maps such a section itself, and attaches the null
            # pointer.
            exp.uses.add("null_attach")
        if target is None or ln <= 0:
            return
        tb = model.blocks[target]
        sec = (lo, lo + ln)
        if it.kind == "pointee":
            exp.entries.append(Entry(tb, range(lo, lo + ln), z, always, sec))
        else:
            m = env.lookup(f.sub, modifier)
            for i in range(lo, lo + ln):
                expand_inst(model, Inst(tb, i * len(f.sub.cells), f.sub, sec),
                            z, m, ctx, exp)
        exp.attaches.append(Attach(inst.block, pc, tb, inst.sec))


class Model:
    """The host's data and the device data environment, as OpenMP 5.1
    says they are after each construct."""

    def __init__(self, knobs):
        self.knobs = knobs
        self.blocks = []
        # The blocks each open target data region holds, innermost last.
        self.held = []
        # libgomp's attachment counts of pointers, by (block id, cell):
        # a target exit data that detaches a pointer whose count is zero
        # stops the program (knob detach_unattached).
        self.attach_count = {}

    def clone(self):
        m = copy.copy(self)
        m.blocks = [b.clone() for b in self.blocks]
        m.held = [set(h) for h in self.held]
        m.attach_count = dict(self.attach_count)
        return m

    def new_block(self, stype, nelem, is_array):
        b = Block(len(self.blocks), stype, nelem, is_array)
        self.blocks.append(b)
        return b

    @staticmethod
    def by_block(entries):
        order = []
        groups = {}
        for e in entries:
            if e.block.id not in groups:
                groups[e.block.id] = []
                order.append(e.block)
            groups[e.block.id].append(e)
        return [(b, groups[b.id]) for b in order]

    def rebind(self, exp):
        """Make EXP refer to this model's blocks: it may have been
        expanded on another copy."""
        for e in exp.entries:
            e.block = self.blocks[e.block.id]
        for a in exp.attaches:
            a.pb = self.blocks[a.pb.id]
            a.tb = self.blocks[a.tb.id]

    def bare_attaches(self, exp):
        """Attachments whose pointer has no device storage, neither
        before the construct nor from it."""
        mapped = {(e.block.id, c) for e in exp.entries for c in e.cells}
        return [a for a in exp.attaches
                if (a.pb.id, a.pc) not in mapped
                and not (a.pb.refcount > 0 and a.pc in a.pb.present)]

    def enter(self, exp):
        """Carry out EXP on entry to a construct (2.21.7.1); return the
        ids of the blocks whose reference counts went up."""
        self.rebind(exp)
        for a in self.bare_attaches(exp):
            if "bare_pointee" not in self.knobs:
                raise Invalid("pointee without its pointer")
            # Taken as the pointer mapped alloc beside what it points to.
            exp.entries.append(Entry(a.pb, [a.pc], "alloc", False, a.sec))
        groups = self.by_block(exp.entries)
        for b, es in groups:
            if b.refcount > 0:
                for e in es:
                    if not e.cells <= b.present:
                        raise Invalid("maps more of what is present")
            elif b.is_array and len({e.sec for e in es}) > 1:
                raise Invalid("different sections of one array")
        newly = set()
        for b, es in groups:
            if b.refcount == 0:
                newly.add(b.id)
                b.present = set()
                b.dev = {}
                b.sec = es[0].sec
                for e in es:
                    for c in e.cells:
                        if c not in b.present:
                            b.present.add(c)
                            b.dev[c] = "unk" if b.cells[c].role == "ptr" \
                                else UNK
            # Once per construct, whatever number of items it has there.
            b.refcount += 1
        for e in exp.entries:
            b = e.block
            if e.mtype in ("to", "tofrom") and e.always \
               and b.id not in newly and b.attached_ever \
               and "update_attached" not in self.knobs:
                raise Invalid("knob update_attached")
            if e.mtype in ("to", "tofrom") and (b.refcount == 1 or e.always):
                for c in e.cells:
                    cell = b.cells[c]
                    if cell.role in ("val", "count"):
                        b.dev[c] = cell.host
                    elif cell.role == "whole":
                        continue
                    elif isinstance(b.dev[c], tuple) or b.dev[c] == "amb":
                        # Always, to over an attached pointer: whether it
                        # stays attached, 2.21.7.1 does not say.
                        b.dev[c] = "amb"
                    else:
                        b.dev[c] = "safe"
        for a in exp.attaches:
            if a.pc not in a.pb.present:
                continue
            # A pointer is attached when it or what it points to is new.
            if a.tb.id in newly or a.pb.id in newly:
                a.pb.dev[a.pc] = ("att", a.tb.id)
            key = (a.pb.id, a.pc)
            self.attach_count[key] = self.attach_count.get(key, 0) + 1
            a.pb.attached_ever = True
        return [b.id for b, _ in groups]

    def leave(self, exp, exit_data):
        """Carry out EXP on exit from a construct: at the end of a
        target or target data region (EXP as on entry), or a target exit
        data (EXIT_DATA)."""
        self.rebind(exp)
        if exit_data and self.bare_attaches(exp) \
           and "bare_pointee" not in self.knobs:
            raise Invalid("pointee without its pointer")
        # Pointers detached to the end (libgomp then gives them back the
        # host's value on the device).
        detached = set()
        for a in exp.attaches:
            key = (a.pb.id, a.pc)
            if a.pb.refcount == 0 or a.pc not in a.pb.present:
                continue
            if self.attach_count.get(key, 0) > 0:
                self.attach_count[key] -= 1
                if self.attach_count[key] == 0:
                    detached.add(key)
            elif exit_data and "detach_unattached" not in self.knobs:
                raise Invalid("detaches a pointer never attached")
        groups = self.by_block(exp.entries)
        live = set()
        for b, es in groups:
            if b.refcount == 0:
                continue
            for e in es:
                if not e.cells <= b.present:
                    raise Invalid("unmaps more than is present")
            live.add(b.id)
            if any(e.mtype == "delete" for e in es):
                b.refcount = 0
            else:
                b.refcount -= 1
            if b.refcount == 0 and self.is_held(b) \
               and "held_removal" not in self.knobs:
                raise Invalid("removes what a target data region holds")
        if exit_data and "exit_members" not in self.knobs:
            # libgomp 12 copies back the whole of a struct with an
            # attached pointer some members of which a target exit data
            # copies back.
            for b, es in groups:
                back = set()
                for e in es:
                    if e.mtype in ("from", "tofrom"):
                        back |= e.cells
                if b.id in live and b.refcount == 0 and b.stype \
                   and b.attached_ever and back \
                   and not b.present <= back:
                    raise Invalid("knob exit_members")
        for e in exp.entries:
            b = e.block
            if b.id in live and e.mtype in ("from", "tofrom") \
               and b.refcount > 0 and e.always and b.attached_ever \
               and "update_attached" not in self.knobs:
                raise Invalid("knob update_attached")
            if b.id in live and e.mtype in ("from", "tofrom") \
               and (b.refcount == 0 or e.always):
                for c in e.cells:
                    self.copy_back(b, c, detached)
            elif b.id in live and e.always:
                # Release or delete through a mapper's always clause: 5.1
                # leaves open whether its data comes back.
                for c in e.cells:
                    cell = b.cells[c]
                    old = cell.host
                    self.copy_back(b, c, detached)
                    if cell.role == "val" and cell.host != old:
                        cell.host = UNK
        for b, _ in groups:
            if b.id in live and b.refcount == 0:
                self.remove(b)
        for bid, c in detached:
            b = self.blocks[bid]
            if b.refcount > 0 and isinstance(b.dev.get(c), tuple) \
               and "detach_kept" not in self.knobs:
                raise Invalid("knob detach_kept")

    def copy_back(self, b, c, detached=()):
        """Copy cell C of block B back to the host.  For a map clause on
        exit, DETACHED are the pointers the construct detaches first."""
        cell = b.cells[c]
        d = b.dev[c]
        if cell.role == "ptr":
            if d == "unk":
                raise Invalid("copies back a pointer the device never had")
            # Copied back attached, a pointer would bring the device's
            # address to the host: 2.21.7.1 does not say it does not,
            # unless the construct detaches it first (for good).
            if (isinstance(d, tuple) or d == "amb") \
               and detached is not None and (b.id, c) not in detached:
                raise Invalid("copies back an attached pointer")
        elif cell.role == "count":
            if d is UNK or d != cell.host:
                raise Invalid("copies back a length the device never had")
        elif cell.role == "val":
            cell.host = d

    def remove(self, b):
        for c in b.present:
            self.attach_count.pop((b.id, c), None)
        b.present = set()
        b.dev = {}
        b.sec = None
        b.attached_ever = False
        for o in self.blocks:
            for c, d in o.dev.items():
                if isinstance(d, tuple) and d[1] == b.id:
                    o.dev[c] = "unk"

    def update(self, exp, direction):
        """Carry out target update EXP in DIRECTION (2.14.6): what is
        not present does not move, an attached pointer keeps its
        value."""
        self.rebind(exp)
        for e in exp.entries:
            b = e.block
            if b.refcount == 0:
                continue
            if not e.cells <= b.present:
                raise Invalid("updates what is partly present")
            if b.attached_ever and "update_attached" not in self.knobs:
                raise Invalid("knob update_attached")
            for c in e.cells:
                cell = b.cells[c]
                if direction == "from":
                    # 2.14.6: an attached pointer does not move.
                    self.copy_back(b, c, None)
                elif cell.role in ("val", "count"):
                    b.dev[c] = cell.host

    def is_held(self, b):
        return any(b.id in ids for ids in self.held)

    def reach(self, roots):
        """(block, cell) pairs a target region reaches from ROOTS (ids of
        the blocks of its variables), through attached pointers."""
        seen = set()
        out = []

        def walk(b):
            if b.id in seen or b.refcount == 0:
                return
            seen.add(b.id)
            for c in sorted(b.present):
                out.append((b, c))
                d = b.dev.get(c)
                if isinstance(d, tuple):
                    walk(self.blocks[d[1]])

        for bid in roots:
            walk(self.blocks[bid])
        return out


# ---------------------------------------------------------------------
# Scenarios: objects and constructs on them.

class Root:
    """A variable of a scenario: KIND "var" (T NAME), "avar" (T
    NAME[N]) or "ptr" (T *NAME, to N elements); BID its block."""

    def __init__(self, kind, name, t, n, bid, static):
        self.kind = kind
        self.name = name
        self.t = t
        self.n = n
        self.bid = bid
        self.static = static


class Item:
    """A list item of a construct: ROOT whole, a section [LO:LEN] of it
    (LO_VAR, LEN_VAR: written as variables), or (FIELD) a member of it
    with MITEM the mapper item that it is like; MODIFIER a mapper(id)."""

    def __init__(self, root, lo=None, ln=None, mitem=None):
        self.root = root
        self.lo = lo
        self.len = ln
        self.lo_var = False
        self.len_var = False
        self.mitem = mitem
        self.modifier = None
        # A target region's implicit map of the root.
        self.implicit = False

    def text(self):
        r = self.root
        if self.mitem is not None:
            return self.mitem.text(r.name)
        if self.lo is None:
            return r.name
        lo = "ompd_k[%d]" % self.lo if self.lo_var else str(self.lo)
        ln = "ompd_k[%d]" % self.len if self.len_var else str(self.len)
        return "%s[%s:%s]" % (r.name, lo, ln)

    def clause_head(self):
        return "mapper(%s), " % self.modifier if self.modifier else ""

    def expand(self, model, env, x, ctx, exp):
        r = self.root
        b = model.blocks[r.bid]
        m = env.lookup(r.t, self.modifier, self.implicit)
        if self.mitem is not None:
            inst = Inst(b, 0, r.t, None)
            mi = self.mitem
            if mi.kind in ("pointee", "spointee") and b.cells[
                    inst.base + r.t.field_cells[mi.field.name][0]].target \
                    is None:
                # x.next[0:x.next != 0] with a null pointer: the plugin
                # has it attached.
                exp.uses.add("null_attach")
            expand_item(model, inst, mi, x, False, self.modifier, env, ctx,
                        exp)
        elif r.kind == "var":
            expand_inst(model, Inst(b, 0, r.t, None), x, m, ctx, exp)
        else:
            lo, ln = (0, r.n) if self.lo is None else (self.lo, self.len)
            per = len(r.t.cells)
            for i in range(lo, lo + ln):
                expand_inst(model, Inst(b, i * per, r.t, (lo, lo + ln)), x, m,
                            ctx, exp)


class Construct:
    """A candidate construct: KIND, CLAUSES [(map type, [Item])], and
    for a target region the roots its body uses without a clause."""

    def __init__(self, kind, clauses, implicit=()):
        self.kind = kind
        self.clauses = clauses
        self.implicit = list(implicit)

    def check_knobs(self, model, env):
        """Reject what knobs partial_unit and alloc_partial hide."""
        knobs = model.knobs
        nitems = sum(len(items) for _, items in self.clauses)
        for x, items in self.clauses:
            for it in items:
                m = env.lookup(it.root.t, it.modifier)
                if not m:
                    continue
                if it.len == 1 and not it.len_var \
                   and not m.variable_first() \
                   and "partial_unit" not in knobs:
                    raise Invalid("knob partial_unit")


    def expansion(self, model, env):
        self.check_knobs(model, env)
        exp = Expansion()
        ctx = {"exit": "exit", "update": "update"}.get(self.kind, "map")
        first = True
        for x, items in self.clauses:
            for it in items:
                n, m = len(exp.entries), len(exp.mappers)
                it.expand(model, env, x, ctx, exp)
                # Part of a mapped array section, through a mapper with
                # pointees.
                b = model.blocks[it.root.bid]
                if self.kind == "exit" and it.root.kind != "var" \
                   and it.mitem is None and b.refcount > 0 \
                   and any(i.kind in ("pointee", "spointee")
                           for mp in exp.mappers[m:] for i in mp.items()) \
                   and b.sec != ((0, it.root.n) if it.lo is None
                                 else (it.lo, it.lo + it.len)) \
                   and "exit_subsection" not in model.knobs:
                    raise Invalid("knob exit_subsection")
                # An item after the first whose map types all decay to
                # alloc, through a mapper of members only.
                if self.kind in ("target", "data") and not first \
                   and all(e.mtype == "alloc" for e in exp.entries[n:]) \
                   and any(mp.partial() for mp in exp.mappers[m:]) \
                   and "alloc_partial" not in model.knobs:
                    raise Invalid("knob alloc_partial")
                first = False
        for r in self.implicit:
            it = Item(r)
            it.implicit = True
            it.expand(model, env, "tofrom", "map", exp)
        exp.check_knobs(model.knobs, self.kind)
        return exp

    def text(self):
        parts = []
        for x, items in self.clauses:
            for it in items:
                if self.kind == "update":
                    parts.append("%s(%s%s)" % (
                        x, "mapper(%s): " % it.modifier if it.modifier
                        else "", it.text()))
                else:
                    parts.append("map(%s%s: %s)" % (it.clause_head(), x,
                                                    it.text()))
        return " ".join(parts)


MAX_OBS = 48

# How the program's tables name the types of scalars.
CTYPE_CODE = {"unsigned char": "c", "short": "s", "int": "i", "long": "l",
              "long long": "L", "double": "d"}

# The most scalars the variables of a scenario have, and the longest
# list: they bound a program's size, and so its compile time.
SCENARIO_CELLS = 160
LIST_MAX = 3

def deep_size(t):
    """The cells of a T, what it points to included, at most."""
    if t.deep is not None:
        return t.deep
    t.deep = len(t.cells)
    n = len(t.cells)
    for c in t.cells:
        f = c.field
        if c.role != "ptr":
            continue
        if f.kind == "ptr":
            n += f.cap
        elif f.nonnull:
            n += LIST_MAX * len(t.cells)
        else:
            n += f.cap * deep_size(f.sub)
    t.deep = n
    return n


class Scenario:
    """One function of the program: its variables, constructs and
    checks."""

    def __init__(self, gen, index):
        self.gen = gen
        self.rng = gen.rng
        self.knobs = gen.knobs
        self.index = index
        self.model = Model(gen.knobs)
        self.env = gen.env
        self.roots = []
        self.decls = []
        self.init = []
        self.values = []
        self.body = []
        self.nhp = 0
        self.depth = 0
        self.indent = "  "

    # -- Objects.

    def value(self, ctype):
        if ctype == "unsigned char":
            return self.rng.between(1, 250)
        return self.rng.between(1, 20000)

    def build_inst(self, b, base, t, prefix):
        """Fill the cells of a T at BASE of block B, named PREFIX."""
        rng = self.rng
        b.cells[base] = Cell(prefix, None, "whole", None)
        if t.is_union:
            v = self.value("int")
            b.cells[base + 1] = Cell(prefix + ".i", "int", "val", v)
            self.values.append((prefix + ".i", "int", v))
            return
        counts = {}
        for f in t.fields:
            if f.kind in ("ptr", "sptr") and f.count:
                counts[f.name] = rng.between(f.count_min, f.cap)
        for f in t.fields:
            start, n = t.field_cells[f.name]
            path = "%s.%s" % (prefix, f.name)
            if f.kind == "scalar":
                v = self.value(f.ctype)
                b.cells[base + start] = Cell(path, f.ctype, "val", v)
                self.values.append((path, f.ctype, v))
            elif f.kind == "count":
                v = counts[f.count_of.name]
                b.cells[base + start] = Cell(path, f.ctype, "count", v)
                self.values.append((path, f.ctype, v))
            elif f.kind == "array":
                for i in range(f.n):
                    v = self.value(f.ctype)
                    b.cells[base + start + i] = Cell("%s[%d]" % (path, i),
                                                     f.ctype, "val", v)
                    self.values.append(("%s[%d]" % (path, i), f.ctype, v))
            elif f.kind == "sub":
                self.build_inst(b, base + start, f.sub, path)
            elif f.kind == "subarr":
                for i in range(f.n):
                    self.build_inst(b, base + start + i * len(f.sub.cells),
                                    f.sub, "%s[%d]" % (path, i))
            else:
                cell = Cell(path, f.kind, "ptr", None)
                cell.hp = self.nhp
                self.nhp += 1
                b.cells[base + start] = cell
                null = False
                if f.nonnull:
                    null = self.list_left <= 0
                    self.list_left -= 1
                elif "zero_len" in self.knobs:
                    null = rng.chance(10) and (not f.count
                                               or counts[f.name] == 0)
                if null:
                    self.init.append("ompd_hp[%d] = %s = 0;" % (cell.hp, path))
                    self.init.append("ompd_hw[%d] = &%s;" % (cell.hp, path))
                    continue
                ctype = f.ctype if f.kind == "ptr" else f.sub.spelling
                tb = self.new_storage(f, path, ctype)
                cell.target = tb.id

    def new_storage(self, f, path, ctype):
        """The elements pointer member F at PATH points to."""
        cell_hp = self.nhp - 1
        self.init.append("ompd_hp[%d] = %s = ompd_alloc (%d * sizeof (%s));"
                         % (cell_hp, path, f.cap, ctype))
        self.init.append("ompd_hw[%d] = &%s;" % (cell_hp, path))
        if f.kind == "ptr":
            tb = self.model.new_block(None, f.cap, True)
            for i in range(f.cap):
                v = self.value(f.ctype)
                tb.cells.append(Cell("%s[%d]" % (path, i), f.ctype, "val", v))
                self.values.append(("%s[%d]" % (path, i), f.ctype, v))
            return tb
        tb = self.model.new_block(f.sub, f.cap, True)
        tb.cells = [None] * (f.cap * len(f.sub.cells))
        for i in range(f.cap):
            self.build_inst(tb, i * len(f.sub.cells), f.sub,
                            "%s[%d]" % (path, i))
        return tb

    def new_root(self, k, budget):
        """A new variable, named by K, with at most BUDGET scalars in
        all; return how many it has, or None if no type fits."""
        rng = self.rng
        r = rng.below(100)
        if r < 50:
            kind, n = "var", 1
        elif r < 70:
            kind, n = "avar", rng.between(2, 3)
        else:
            kind, n = "ptr", rng.between(2, 4)
        fits = [t for t in self.gen.types if deep_size(t) * n <= budget
                and (kind == "var" or not t.is_union)]
        if not fits:
            return None
        structs = [t for t in fits if not t.is_union]
        t = rng.choice(structs if structs and rng.chance(90) else fits)
        name = {"var": "x", "avar": "xa", "ptr": "xp"}[kind] + str(k)
        static = kind != "ptr" and rng.chance(30)
        b = self.model.new_block(t, n, kind != "var")
        b.cells = [None] * (n * len(t.cells))
        root = Root(kind, name, t, n, b.id, static)
        spelled = t.spell(rng)
        if kind == "var":
            self.decls.append("%s%s %s;" % ("static " if static else "",
                                            spelled, name))
            prefix = [name]
        elif kind == "avar":
            self.decls.append("%s%s %s[%d];" % ("static " if static else "",
                                                spelled, name, n))
            prefix = ["%s[%d]" % (name, i) for i in range(n)]
        else:
            self.decls.append("%s *%s;" % (spelled, name))
            self.init.append("%s = ompd_alloc (%d * sizeof (%s));"
                             % (name, n, spelled))
            prefix = ["%s[%d]" % (name, i) for i in range(n)]
        for i in range(n):
            self.list_left = rng.between(0, LIST_MAX)
            self.build_inst(b, i * len(t.cells), t, prefix[i])
        self.roots.append(root)
        return deep_size(t) * n

    # -- Output.

    def emit(self, line):
        if line.startswith("#"):
            self.body.append(line)
        else:
            self.body.append(self.indent + line if line else "")

    def emit_checks(self, final=False):
        """Checks of the host's values and of presence, as the model
        has them now: all of them (FINAL, or --check-all) or a few.  The
        few are drawn from a generator of their own, so that --check-all
        leaves the rest of the program as it is."""
        rng = self.gen.check_rng
        model = self.model
        full = final or self.gen.check_all
        known = [(b, c) for b in model.blocks for c in range(len(b.cells))
                 if b.cells[c].role in ("val", "count")
                 and b.cells[c].host is not UNK]
        if not full:
            known = rng.sample(known, min(len(known), rng.between(2, 6)))
        values = []
        for b, c in known:
            cell = b.cells[c]
            want = cell.host
            if self.gen.wrong_pending and final:
                want += 1
                self.gen.wrong_pending = False
            values.append((cell.path, cell.ctype, want))
        presence = []
        blocks = model.blocks if full else \
            rng.sample(model.blocks, min(len(model.blocks), 2))
        for b in blocks:
            presence += self.presence(b, full)
        if full:
            # Tables, which compile faster than as many statements.
            self.emit("{")
            self.emit_table("ompd_c", values, True)
            self.emit("  ompd_check_cells (ompd_c, %d, __LINE__);"
                      % len(values))
            self.emit("}")
            self.emit("{")
            self.emit_table("ompd_p", presence, True)
            self.emit("  ompd_check_present (ompd_p, %d, __LINE__);"
                      % len(presence))
            self.emit("}")
        else:
            for path, _, want in values:
                self.emit("CK (%s, %d);" % (path, want))
            for path, _, want in presence:
                if want == 2:
                    self.emit("CPO (%s);" % path)
                else:
                    self.emit("CP (%s, %d);" % (path, want))
        if full or rng.chance(50):
            self.emit("ompd_check_pointers (ompd_hp, ompd_hw, %d);"
                      % self.nhp)

    def emit_table(self, name, rows, names):
        """Declare NAME, an array of struct ompd_cell: ROWS of (path,
        type, value), with the paths as names if NAMES."""
        self.emit("  struct ompd_cell %s[] = {" % name)
        for path, ctype, v in rows:
            self.emit("    { &%s, '%s', %d, %s }," % (
                path, CTYPE_CODE.get(ctype, "-"), v,
                "\"%s\"" % path if names else "0"))
        if not rows:
            self.emit("    { 0, 0, 0, 0 }")
        self.emit("  };")

    def presence(self, b, full):
        """Rows (path, None, want) of presence checks of block B: all of
        them (FULL) or a few; WANT is 1, 0, or 2 for an element outside a
        mapped section (knob pool_absent)."""
        rng = self.gen.check_rng
        rows = []
        if b.refcount == 0:
            cells = [0] if not full else sorted({0, len(b.cells) - 1})
            for c in cells:
                rows.append((b.cells[c].path, None, 0))
            return rows
        present = sorted(b.present)
        for c in (present if full else rng.sample(present, 1)):
            rows.append((b.cells[c].path, None, 1))
        if b.stype is None or b.is_array:
            # Elements outside the mapped section are not present.
            per = b.per_elem()
            lo, hi = b.sec
            outside = [i * per for i in range(b.nelem) if not lo <= i < hi]
            for c in outside if full else rng.sample(outside,
                                                    min(1, len(outside))):
                rows.append((b.cells[c].path, None, 2))
        return rows

    def annotate(self):
        """A comment with the model's reference counts."""
        parts = []
        for r in self.roots:
            b = self.model.blocks[r.bid]
            parts.append("%s %d" % (r.name, b.refcount))
        others = sum(1 for b in self.model.blocks if b.refcount > 0)
        self.emit("/* Reference counts: %s; %d blocks present.  */"
                  % (", ".join(parts), others))

    # -- Constructs.

    def pick_items(self, n, types, for_update=False):
        """N list items on distinct roots, each with a map type from
        TYPES."""
        rng = self.rng
        roots = rng.sample(self.roots, min(n, len(self.roots)))
        clauses = []
        for r in roots:
            it = self.random_item(r)
            clauses.append((rng.choice(types), [it]))
        return clauses

    def random_item(self, r):
        rng = self.rng
        if r.kind == "var" and "member_item" in self.knobs \
           and rng.chance(25):
            fields = [f for f in r.t.fields
                      if f.kind in ("sub", "subarr", "sptr")]
            if fields:
                f = rng.choice(fields)
                if f.kind == "sub":
                    mi = MItem("sub", f)
                elif f.kind == "subarr":
                    mi = MItem("subarr", f)
                else:
                    forms = section_forms(rng, f, self.knobs, True)
                    if not forms:
                        return Item(r)
                    lo, ln = rng.choice(forms)
                    mi = MItem("spointee", f, lo, ln)
                it = Item(r, mitem=mi)
                it.modifier = self.random_modifier(f.sub)
                return it
        it = Item(r)
        if r.kind == "ptr" or r.kind == "avar" and rng.chance(50):
            lo = rng.below(r.n) if rng.chance(40) else 0
            ln = rng.between(1, r.n - lo)
            if r.kind == "ptr" and lo == 0 and rng.chance(50):
                ln = r.n
            it.lo, it.len = lo, ln
            it.lo_var = rng.chance(30)
            it.len_var = rng.chance(40)
        it.modifier = self.random_modifier(r.t)
        return it

    def random_modifier(self, t):
        rng = self.rng
        named = self.env.named(t)
        if named and rng.chance(40):
            return rng.choice(named)
        if self.env.lookup(t, None) and rng.chance(10):
            return "default"
        return None

    def attempt(self, kind):
        """Draw a construct of KIND, carry it out on a copy of the model
        and, if valid, write it; return whether it was."""
        rng = self.rng
        model = self.model.clone()
        if kind == "enter":
            c = Construct("enter", self.pick_items(rng.between(1, 3),
                                                   ["to", "to", "alloc"]))
            exp = c.expansion(model, self.env)
            model.enter(exp)
            self.model = model
            self.emit("#pragma omp target enter data " + c.text())
        elif kind == "exit":
            c = Construct("exit", self.pick_items(
                rng.between(1, 3), ["from", "from", "release", "delete"]))
            exp = c.expansion(model, self.env)
            model.leave(exp, True)
            self.model = model
            self.emit("#pragma omp target exit data " + c.text())
        elif kind == "update":
            c = Construct("update", self.pick_items(rng.between(1, 2),
                                                    ["to", "from"]))
            c.check_knobs(model, self.env)
            for x, items in c.clauses:
                exp = Expansion()
                for it in items:
                    it.expand(model, self.env, x, "update", exp)
                exp.check_knobs(self.knobs, "update")
                model.update(exp, x)
            self.model = model
            self.emit("#pragma omp target update " + c.text())
        elif kind == "data":
            c = Construct("data", self.pick_items(
                rng.between(1, 3), ["to", "from", "tofrom", "alloc"]))
            exp = c.expansion(model, self.env)
            held = model.enter(exp)
            model.held.append(set(held))
            self.model = model
            self.emit("#pragma omp target data " + c.text())
            self.emit("{")
            self.indent += "  "
            self.depth += 1
            self.annotate()
            self.steps(rng.between(1, 4))
            self.model.held.pop()
            # Leaving can be invalid only through what the steps did, and
            # they were checked; a failure here is the generator's bug.
            self.model.leave(exp, False)
            self.depth -= 1
            self.indent = self.indent[:-2]
            self.emit("}")
        else:
            return self.attempt_target(model)
        return True

    def attempt_target(self, model):
        rng = self.rng
        c = Construct("target", self.pick_items(
            rng.between(0, 3), ["to", "from", "tofrom", "tofrom", "alloc"]))
        used = {it.root.name for _, items in c.clauses for it in items}
        others = [r for r in self.roots if r.name not in used
                  and r.kind != "ptr"]
        c.implicit = [r for r in others if rng.chance(35)]
        exp = c.expansion(model, self.env)
        model.enter(exp)
        # The variables the body may use: those of the clauses (a pointer
        # through its section) and the implicit ones; a pointer named in
        # no clause only if what it points to starts with a present
        # element (the region looks its value up as a section of length
        # zero).
        roots = []
        for _, items in c.clauses:
            for it in items:
                roots.append(it.root.bid)
        for r in c.implicit:
            roots.append(r.bid)
        for r in self.roots:
            b = model.blocks[r.bid]
            if r.kind == "ptr" and r.name not in used and b.refcount > 0 \
               and b.sec[0] == 0:
                roots.append(r.bid)
        body, checks = self.region_body(model, roots)
        model.leave(exp, False)
        if not body and not c.clauses:
            raise Invalid("an empty region")
        # The model maps the implicit roots, but 2.21.7's implicit rules
        # are for the variables the region references: name each one the
        # body does not.
        for r in c.implicit:
            if not any(re.search(r"\b%s\b" % r.name, s) for s in body):
                body.append("(void) &%s;" % r.name)
        self.model = model
        clauses = c.text()
        self.emit("#pragma omp target map(from: ompd_obs)%s"
                  % (" " + clauses if clauses else ""))
        self.emit("{")
        for line in body:
            self.emit("  " + line)
        self.emit("}")
        for line in checks:
            self.emit(line)
        return True

    def region_body(self, model, roots):
        """Statements of a target region reaching the cells the model
        says it reaches, and the checks of what it saw."""
        rng = self.rng
        reach = model.reach(roots)
        vals = [(b, c) for b, c in reach
                if b.cells[c].role in ("val", "count")]
        ptrs = [(b, c) for b, c in reach if b.cells[c].role == "ptr"
                and isinstance(b.dev.get(c), tuple)]
        body = []
        checks = []
        nobs = 0
        for _ in range(rng.between(1, 10) if vals else 0):
            b, c = rng.choice(vals)
            cell = b.cells[c]
            d = b.dev[c]
            r = rng.below(100)
            if (r < 40 or cell.role == "count") and nobs < MAX_OBS:
                if d is UNK:
                    continue
                body.append("ompd_obs[%d] = %s;" % (nobs, cell.path))
                checks.append("CO (%d, %d, \"%s\");" % (nobs, d, cell.path))
                nobs += 1
            elif cell.role == "count":
                continue
            elif r < 75:
                k = rng.between(1, 9)
                body.append("%s += %d;" % (cell.path, k))
                b.dev[c] = wrap(cell.ctype, d + k) if d is not UNK else UNK
            else:
                v = self.value(cell.ctype)
                body.append("%s = %d;" % (cell.path, v))
                b.dev[c] = v
        for b, c in rng.sample(ptrs, min(2, len(ptrs))):
            if nobs >= MAX_OBS:
                break
            cell = b.cells[c]
            body.append("ompd_obs[%d] = (long long) (uintptr_t) %s;"
                        % (nobs, cell.path))
            checks.append("CA (%d, ompd_hp[%d], \"%s\");"
                          % (nobs, cell.hp, cell.path))
            nobs += 1
        return body, checks

    def host_writes(self):
        rng = self.rng
        cells = [b.cells[c] for b in self.model.blocks
                 for c in range(len(b.cells)) if b.cells[c].role == "val"]
        for cell in rng.sample(cells, min(len(cells), rng.between(1, 4))):
            v = self.value(cell.ctype)
            cell.host = v
            self.emit("%s = %d;" % (cell.path, v))

    def steps(self, n):
        rng = self.rng
        for _ in range(n):
            r = rng.below(100)
            if r < 18:
                kind = "enter"
            elif r < 32:
                kind = "exit"
            elif r < 44:
                kind = "update"
            elif r < 52 and self.depth < 2:
                kind = "data"
            elif r < 90:
                kind = "target"
            else:
                self.host_writes()
                continue
            for _ in range(20):
                saved = (self.model, len(self.body), self.depth, self.indent)
                try:
                    if self.attempt(kind):
                        break
                except Invalid:
                    # A target data region can fail at its end, after its
                    # steps: all of it goes.
                    self.model, n, self.depth, self.indent = saved
                    del self.body[n:]
                    continue
            else:
                continue
            self.annotate()
            self.emit_checks()

    def generate(self):
        rng = self.rng
        budget = SCENARIO_CELLS
        for k in range(rng.between(2, 4)):
            used = self.new_root(k, budget)
            if used is None:
                break
            budget -= used
        self.steps(rng.between(6, 14))
        # The next scenario runs while this one's variables live, and
        # must leave them as they are.
        self.emit("@NEXT@")
        self.emit("ompd_scenario = %d;" % self.index)
        self.emit_checks(final=True)

    def text(self):
        out = ["static void",
               "scenario_%d (void)" % self.index,
               "{"]
        global LOCAL_ZERO
        if any(m.uses_local for m in self.local_mappers):
            out.append("  int ompd_zero = ompd_scenario - ompd_scenario;")
        for m in self.local_mappers:
            LOCAL_ZERO = m.uses_local
            out.append(m.text(self.rng))
            LOCAL_ZERO = False
        out.append("  void *ompd_hp[%d];" % max(1, self.nhp))
        out.append("  void *ompd_hw[%d];" % max(1, self.nhp))
        for d in self.decls:
            out.append("  " + d)
        out.append("")
        for line in self.init:
            out.append("  " + line)
        self.body, body = [], self.body
        self.indent = "  "
        self.emit("{")
        self.emit_table("ompd_v", self.values, False)
        self.emit("  ompd_set_cells (ompd_v, %d);" % len(self.values))
        self.emit("}")
        out.extend(self.body)
        self.body = body
        out.append("  ompd_scenario = %d;" % self.index)
        out.extend(self.body)
        return out


# ---------------------------------------------------------------------
# The program.

PRELUDE = r"""#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ompd_failures, ompd_checks, ompd_scenario;
static long long ompd_obs[%(nobs)d];
static int ompd_k[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };

static void
ompd_fail (int line, const char *what, long long got, long long want)
{
  if (ompd_failures++ < 30)
    fprintf (stderr, "mapper-diff seed %(seed)d: scenario %%d line %%d: "
	     "%%s is %%lld, expected %%lld\n", ompd_scenario, line, what, got,
	     want);
}

/* The host's value of an object.  */
#define CK(e, v)							\
  (ompd_checks++, (long long) (e) == (v) ? (void) 0			\
   : ompd_fail (__LINE__, #e, (long long) (e), (v)))
/* Whether an object has corresponding storage on the device.  */
#define CP(e, v)							\
  (ompd_checks++,							\
   omp_target_is_present (&(e), omp_get_default_device ()) == (v)	\
   ? (void) 0								\
   : ompd_fail (__LINE__, "omp_target_is_present (&" #e ")", !(v), (v)))
/* An element outside the mapped section of an array is not present;
   pool mode says it is (knob pool_absent).  */
static int
ompd_pool_absent_unchecked (void)
{
  const char *pool = getenv ("GOMPX_MAP_POOL");
  return !%(pool_absent)d && !(pool && strcmp (pool, "0") == 0);
}
#define CPO(e)								\
  do									\
    if (!ompd_pool_absent_unchecked ())					\
      CP (e, 0);							\
  while (0)
#define CK_CELL(c, line)						\
  (ompd_checks++, ompd_get (c) == (c)->value ? (void) 0			\
   : ompd_fail (line, (c)->name, ompd_get (c), (c)->value))
/* The value a target region saw of an object.  */
#define CO(i, v, what)							\
  (ompd_checks++, ompd_obs[i] == (v) ? (void) 0				\
   : ompd_fail (__LINE__, "in the region before, " what, ompd_obs[i], (v)))
/* An attached pointer, seen in a target region, is not the host's.  */
#define CA(i, hp, what)							\
  (ompd_checks++, ompd_obs[i] != (long long) (uintptr_t) (hp) ? (void) 0	\
   : ompd_fail (__LINE__, "in the region before, device pointer " what	\
		" (the host's)", ompd_obs[i], -1))

/* A scalar of a scenario: where it is, its type (a letter: unsigned
   char, short, int, long, long long, double), a value, its name.  */
struct ompd_cell
{
  void *addr;
  char type;
  long long value;
  const char *name;
};

static long long
ompd_get (const struct ompd_cell *c)
{
  switch (c->type)
    {
    case 'c': return *(unsigned char *) c->addr;
    case 's': return *(short *) c->addr;
    case 'i': return *(int *) c->addr;
    case 'l': return *(long *) c->addr;
    case 'L': return *(long long *) c->addr;
    default: return (long long) *(double *) c->addr;
    }
}

/* Give the N scalars of C their values.  */
static void
ompd_set_cells (const struct ompd_cell *c, int n)
{
  for (int i = 0; i < n; i++)
    switch (c[i].type)
      {
      case 'c': *(unsigned char *) c[i].addr = c[i].value; break;
      case 's': *(short *) c[i].addr = c[i].value; break;
      case 'i': *(int *) c[i].addr = c[i].value; break;
      case 'l': *(long *) c[i].addr = c[i].value; break;
      case 'L': *(long long *) c[i].addr = c[i].value; break;
      default: *(double *) c[i].addr = c[i].value; break;
      }
}

/* Check that the N scalars of C have their values on the host.  */
static void
ompd_check_cells (const struct ompd_cell *c, int n, int line)
{
  for (int i = 0; i < n; i++)
    CK_CELL (&c[i], line);
}

/* Check whether the N objects of C are present: value 1 or 0, or 2 for
   an element outside a mapped section (see CPO).  */
static void
ompd_check_present (const struct ompd_cell *c, int n, int line)
{
  int dev = omp_get_default_device ();
  for (int i = 0; i < n; i++)
    {
      int want = c[i].value;
      if (want == 2)
	{
	  if (ompd_pool_absent_unchecked ())
	    continue;
	  want = 0;
	}
      ompd_checks++;
      if (omp_target_is_present (c[i].addr, dev) != want
	  && ompd_failures++ < 30)
	fprintf (stderr, "mapper-diff seed %(seed)d: scenario %%d line %%d: "
		 "omp_target_is_present (&%%s) is %%d, expected %%d\n",
		 ompd_scenario, line, c[i].name, !want, want);
    }
}

/* Host pointers keep the values they were given: N of them, in HP,
   the pointers themselves at WHERE.  */
static void
ompd_check_pointers (void *const *hp, void *const *where, int n)
{
  for (int i = 0; i < n; i++)
    {
      void *cur;
      memcpy (&cur, where[i], sizeof cur);
      ompd_checks++;
      if (cur != hp[i] && ompd_failures++ < 30)
	fprintf (stderr, "mapper-diff seed %(seed)d: scenario %%d: host "
		 "pointer %%d is %%p, expected %%p\n", ompd_scenario, i, cur,
		 hp[i]);
    }
}

/* Storage that lives to the end: no address is used twice, so that
   nothing a scenario leaves mapped is found again by another.  */
static void *
ompd_alloc (size_t size)
{
  void *p = malloc (size);
  if (!p)
    abort ();
  return p;
}
"""


C_ALLOC = """static void *
ompd_alloc (size_t size)
{
  void *p = malloc (size);
  if (!p)
    abort ();
  return p;
}"""

# In C++, what ompd_alloc returns converts to the pointer it is assigned
# to, as void * does in C.
CXX_ALLOC = """struct ompd_storage
{
  void *p;
  template <typename T> operator T * () const { return static_cast<T *> (p); }
};

static ompd_storage
ompd_alloc (size_t size)
{
  void *p = malloc (size);
  if (!p)
    abort ();
  return ompd_storage { p };
}"""

# Each mapper in the struct or union it maps (its type's own scope),
# the scenarios outside: the type brings its mappers there, and to the
# nested lookups of every mapper (those for anonymous types stay at file
# scope, after the typedef).
TYPE_PLACE = "in the type each maps, used outside it"
CXX_PLACES = ["in the global namespace", "in one namespace",
              "in a namespace each",
              "with the types and the scenarios in a namespace",
              "in a class whose static members the scenarios are",
              "in a base class of the scenarios' class",
              "in a class template whose static members the scenarios "
              "are",
              "in a class, after its static members the scenarios",
              TYPE_PLACE]


class Generator:
    """The program of SEED with KNOBS; WRONG: with one wrong expected
    value; CHECK_ALL: every check after every construct."""

    def __init__(self, seed, knobs, wrong, check_all=False, lang="c"):
        self.check_all = check_all
        self.lang = lang
        self.seed = seed
        self.knobs = knobs
        self.rng = Rng(seed)
        self.check_rng = Rng(seed + 0x5EED)
        self.wrong_pending = wrong
        self.types = gen_types(self.rng, knobs)
        self.mappers, self.env = gen_mappers(self.rng, self.types, knobs)
        self.nmappers = len(self.mappers)
        # Where C++ puts the file-scope mappers (CXX_PLACES), drawn from
        # a generator of its own: the program is the C one otherwise,
        # but where each is in its type, whose mappers every mapper's
        # nested lookups then find, declared before it or after.
        self.place = None
        if lang == "c++":
            self.place = CXX_PLACES[Rng(seed + 0xC0DE).below(
                len(CXX_PLACES))]
        if self.place == TYPE_PLACE:
            for m in self.mappers:
                m.env = self.env

    def program(self):
        rng = self.rng
        scenarios = []
        local_rng = Rng(self.seed + 0x10CA1)
        for k in range(rng.between(2, 4)):
            s = Scenario(self, k)
            s.local_mappers = []
            if rng.chance(25):
                t = rng.choice([t for t in self.types if not t.is_union])
                self.nmappers += 1
                ident = "default" if rng.chance(50) else \
                    "bm%d" % self.nmappers
                m = gen_mapper(rng, t, ident, self.env, self.knobs)
                # Its clauses may use a local of the scenario: in C
                # always, in C++ where no runtime function of the mapper
                # is needed and the scenario is no function template
                # (sorries there: no section of a struct type inside, no
                # list).  A generator of its own keeps the programs of
                # the other choices as they were.
                m.uses_local = local_rng.chance(50) and (
                    self.lang == "c"
                    or (not t.is_list
                        and "template" not in self.place
                        and all(f.kind not in ("sub", "subarr", "sptr")
                                for f in t.fields)))
                s.local_mappers.append(m)
                s.env = m.env
            s.generate()
            scenarios.append(s)

        out = ["/* Differential test of declare mapper, generated by "
               "mapper-diff.py --seed %d" % self.seed
               + (" --knobs %s" % ",".join(sorted(self.knobs))
                  if self.knobs else "") + ":",
               "   random types, mappers and target constructs, checked "
               "against the",
               "   generator's model of the device data environment "
               "(OpenMP 5.1",
               "   2.21.7).  Run it on the emulated device: it checks that "
               "attached",
               "   device pointers differ from the host's.  */",
               ""]
        prelude = PRELUDE % {"seed": self.seed, "nobs": MAX_OBS,
                             "pool_absent": "pool_absent" in self.knobs}
        place = self.place
        if self.lang == "c++":
            prelude = prelude.replace(C_ALLOC, CXX_ALLOC)
            out.append("/* C++: the mappers %s.  */" % place)
            out.append("")
        out.append(prelude)
        if place == "with the types and the scenarios in a namespace":
            out.append("namespace ompd_all")
            out.append("{")
        inside = {}
        if place == TYPE_PLACE:
            for m in self.mappers:
                if not m.t.anonymous:
                    inside.setdefault(m.t.tag, []).append(
                        m.text(rng, by_tag=True))
            texts = [m.text(rng) for m in self.mappers if m.t.anonymous]
        emit_types(out, self.types, inside)
        if place != TYPE_PLACE:
            texts = [m.text(rng) for m in self.mappers]
        in_class = place is not None and "class" in place
        if place == "in a base class of the scenarios' class":
            out += ["struct ompd_base", "{"] + texts + ["};", "",
                    "struct ompd_cls : ompd_base", "{"]
        elif place is not None and "class template" in place:
            out += ["template <int ompd_n>", "struct ompd_cls", "{"] + texts
        elif place is not None and "after its static members" in place:
            out += ["struct ompd_cls", "{"]
        elif in_class:
            out += ["struct ompd_cls", "{"] + texts
        elif place == "in one namespace" and texts:
            out += ["namespace ompd_m", "{"] + texts \
                + ["}", "using namespace ompd_m;"]
        elif place == "in a namespace each":
            for k, text in enumerate(texts):
                out += ["namespace ompd_m%d" % k, "{", text, "}",
                        "using namespace ompd_m%d;" % k]
        else:
            out += texts
        out.append("")
        # A class's members see each other wherever they are declared.
        if not in_class:
            for s in reversed(scenarios):
                out.append("static void scenario_%d (void);" % s.index)
            out.append("")
        for i, s in enumerate(scenarios):
            lines = s.text()
            nxt = "scenario_%d ();" % (i + 1) if i + 1 < len(scenarios) \
                else ""
            out.extend(line.replace("@NEXT@", nxt) for line in lines)
            out.append("}")
            out.append("")
        if place == "with the types and the scenarios in a namespace":
            out += ["}", ""]
        if place is not None and "after its static members" in place:
            out += texts
        if in_class:
            out += ["};", ""]
        out += ["int",
                "main (void)",
                "{",
                "  %sscenario_0 ();" % (
                    "ompd_cls<0>::" if "class template" in (place or "")
                    else "ompd_cls::" if in_class
                    else "ompd_all::" if place and "namespace" in place
                    and "scenarios" in place else ""),
                "  if (ompd_failures)",
                "    {",
                "      fprintf (stderr, \"mapper-diff seed %d: %%d of %%d "
                "checks failed\\n\",",
                "\t       ompd_failures, ompd_checks);",
                "      return 1;",
                "    }",
                "  printf (\"mapper-diff seed %d: %%d checks passed\\n\", "
                "ompd_checks);",
                "  return 0;",
                "}"]
        out = [line % (self.seed,) if "mapper-diff seed %d" in line else line
               for line in out]
        return "\n".join(out) + "\n"


def write_text(text, output):
    """Write TEXT to the file OUTPUT, or to standard output (OUTPUT None
    or "-"); plain-diff.py and clause-fuzz.py use it too."""
    if output is None or output == "-":
        sys.stdout.write(text)
    else:
        with open(output, "w") as f:
            f.write(text)


def main(argv):
    ap = argparse.ArgumentParser(
        description="Write a random self-checking test of declare mapper.")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--knobs", default="",
                    help="comma-separated features to use (see "
                    "--list-knobs), or all")
    ap.add_argument("--wrong", action="store_true",
                    help="expect a wrong value once, to see the test fail")
    ap.add_argument("--check-all", action="store_true",
                    help="check everything after each construct, not a "
                    "sample (to find the first one that goes wrong)")
    ap.add_argument("--list-knobs", action="store_true")
    ap.add_argument("--lang", choices=["c", "c++"], default="c",
                    help="the language of the program")
    ap.add_argument("-o", dest="output", default="-")
    args = ap.parse_args(argv)
    if args.list_knobs:
        for k in sorted(KNOBS):
            print("%-22s %s%s" % (k, "(fixed, always on) " if k in FIXED
                                  else "", KNOBS[k]))
        return 0
    if args.knobs == "all":
        knobs = set(KNOBS)
    else:
        knobs = {k for k in args.knobs.split(",") if k}
    for k in knobs:
        if k not in KNOBS:
            sys.stderr.write("mapper-diff.py: unknown knob '%s'\n" % k)
            return 2
    knobs |= FIXED
    write_text(Generator(args.seed, knobs, args.wrong, args.check_all,
                         args.lang).program(), args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
