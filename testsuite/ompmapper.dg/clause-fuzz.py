#! /usr/bin/env python3
# clause-fuzz.py -- random map clause lists of plain target constructs.
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.

"""Write C functions, each with one target construct of random map clauses.

The plugin reorders and adds map clauses on every target construct
(plugin/quirks/clauses.cc: ompm_quirk_map_pointer_members,
ompm_quirk_order_members; quirks/bias.cc), and GCC 12's
gimplifier crashes on some lists of struct members and sections behind
pointer members, depending on their kinds and their order.  The lists
here mix what people write by hand: members, arrays and sections of
members, nested struct members, pointer members and sections behind
them, of struct variables, of elements of an array of structs and of
structs through two pointers, the struct whole or through a section
of its pointer beside sections behind its pointer members, with nowait
and firstprivate, on target, target data and target enter and exit
data.  Each list is valid: a struct is mapped either whole or by
members that do not overlap (an element of an array whole only
without another element), and each pointer member has at most one
section behind it.  clause-fuzz.exp compiles them with the plugin and
without it: a crash the plugin alone has is a failure.

Construct K is the same whatever the batch: its generator is seeded
from K alone.

Usage: clause-fuzz.py FIRST COUNT [-o FILE]
"""

import argparse
import importlib.util
import os
import sys

_spec = importlib.util.spec_from_file_location(
    "mapper_diff", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "ompmapper.diff", "mapper-diff.py"))
_mapper_diff = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_mapper_diff)
Rng = _mapper_diff.Rng

# Where a struct is reached: as a variable, an array element, or through
# a pointer (whose whole struct is the section P[0:1]).
BASES = ["s.", "gS.", "as[0].", "as[2].", "ps->", "qs->"]

MEMBERS = ["n", "m", "in.b", "in.c", "in", "arr", "arr[1:2]", "in.c[1:2]"]
# Members that overlap: one of a pair only.
OVERLAP = {("in", "in.b"), ("in", "in.c"), ("in", "in.c[1:2]"),
           ("in.c", "in.c[1:2]"), ("arr", "arr[1:2]")}
POINTERS = ["p", "q"]

PROLOGUE = """\
struct In { int b; double c[4]; };
struct S { int n; double arr[8]; int *p; struct In in; long m; double *q; };
struct S gS;
"""


def construct(k):
    """The function of construct K."""
    rng = Rng(k * 7919 + 17)
    items = []
    bases = rng.sample(BASES, rng.between(1, 3))
    for b in bases:
        through = b.endswith("->")
        # Elements of one array: whole only alone (GCC says the array
        # appears twice).
        element = b.startswith("as[")
        if rng.chance(25) and not (element and "as[0]." in bases
                                   and "as[2]." in bases):
            items.append(b[:-2] + "[0:1]" if through else b[:-1])
        else:
            mine = []
            for m in rng.sample(MEMBERS, rng.between(0, 3)):
                if all((m, o) not in OVERLAP and (o, m) not in OVERLAP
                       for o in mine):
                    mine.append(m)
            items += [b + m for m in mine]
            if rng.chance(25):
                items.append(b + rng.choice(POINTERS))
        for p in rng.sample(POINTERS, rng.between(0, 2)):
            items.append("%s%s[%d:%d]" % (b, p, rng.between(0, 3),
                                          rng.between(1, 4)))
    if not items:
        items.append("gS.n")
    rng.shuffle(items)
    kind = rng.choice(["target", "target", "target data",
                       "target enter data", "target exit data"])
    types = {"target": ["to", "from", "tofrom", "alloc"],
             "target data": ["to", "from", "tofrom", "alloc"],
             "target enter data": ["to", "alloc"],
             "target exit data": ["from", "release", "delete"]}[kind]
    clauses = []
    i = 0
    while i < len(items):
        n = rng.between(1, 3)
        clauses.append("map(%s: %s)" % (rng.choice(types),
                                        ", ".join(items[i:i + n])))
        i += n
    if kind != "target data" and rng.chance(30):
        clauses.insert(rng.below(len(clauses) + 1), "nowait")
    if kind == "target" and rng.chance(30):
        clauses.insert(rng.below(len(clauses) + 1), "firstprivate(k)")
    body = ("\n  { k += s.n + gS.n + as[0].n + ps->n + qs->n; }"
            if kind in ("target", "target data") else "")
    return ("void\nf%d (struct S *ps, struct S *qs, int k)\n{\n"
            "  struct S s, as[3];\n#pragma omp %s %s%s\n}\n"
            % (k, kind, " ".join(clauses), body))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("first", type=int)
    ap.add_argument("count", type=int)
    ap.add_argument("-o", dest="output")
    args = ap.parse_args(argv)
    _mapper_diff.write_text(PROLOGUE + "".join(
        construct(k) for k in range(args.first, args.first + args.count)),
                            args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
