#! /usr/bin/env python3
# iter-diff.py -- random differential tests of the iterator modifier in
# declare mapper.
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.

"""Write a random C program that maps ragged objects through mappers
with iterator clauses and checks itself.

Each type is a ragged array: a number of rows N, their lengths LEN[], a
window offset OFF, and the row pointers, behind a pointer or in the
object itself (an array member).  Its mapper maps the object, the
lengths and the row pointers, and one or two clauses with
the iterator modifier map windows of the rows: forward or backward,
every row or every second or third, from the start of each row or from
OFF, the whole rest of the row or half of it, each clause with its own
map type.  Two clauses never map the same row.

Each round makes fresh objects and maps them as a whole object, an
array section of objects, a member of a struct with a mapper, or a
member of a struct without one (its implicit mapper): either one target
region, or a data region (enter and exit data, or target data) around
target regions (some nowait, waited for) and target updates.
The generator carries each construct out on its own model (OpenMP 5.1,
Table 2.13: the map types decay by the invoking one; target update
moves a clause's rows only in its direction; reference counts), and
writes checks into the program: the values each region reads on the
device where the model knows them, the host's values after each
construct, and omp_target_is_present of each row.  A value copied from
the device that the device never received is unknown, and never
checked.  The program prints each mismatch and exits with status 1.

--wrong makes one expected value wrong, for the harness to see that the
checks can fail.  The same seed always gives the same program.
"""

import argparse
import random
import sys

KINDS = ["to", "from", "tofrom", "alloc"]
MAX_ROWS = 5


def decay(clause, invoking):
    """Table 2.13: the map type of a mapper's CLAUSE under INVOKING."""
    if invoking == "alloc":
        return "alloc"
    if invoking == "to":
        return "to" if clause in ("to", "tofrom") else "alloc"
    if invoking == "from":
        return "from" if clause in ("from", "tofrom") else "alloc"
    if invoking == "tofrom":
        return clause
    # release, delete: exit data's own.
    return invoking


class IterClause:
    """One clause with the iterator modifier: which rows (a function of
    N) and which window of each (a function of the row's length and the
    object's OFF)."""

    def __init__(self, rng, parity):
        self.kind = rng.choice(KINDS)
        # PARITY: None, every row this clause may take; 0 or 1, the even
        # or odd rows (two clauses, disjoint).
        self.parity = parity
        self.step = 2 if parity is not None else rng.choice([1, 1, 2, 3])
        # Two clauses' rows stay apart: forward only.
        self.backward = parity is None and rng.random() < 0.35
        self.skip_first = parity is None and rng.random() < 0.25
        self.from_off = rng.random() < 0.5
        self.half = rng.random() < 0.3

    def rows(self, n):
        start = 0
        if self.parity is not None:
            start = self.parity
        elif self.skip_first:
            start = 1
        if not self.backward:
            return list(range(start, n, self.step))
        # From the last row down to START.
        return list(range(n - 1, start - 1, -self.step))

    def spec(self):
        """The iterator specification, in terms of the variable r."""
        if self.parity is not None:
            start = str(self.parity)
        elif self.skip_first:
            start = "1"
        else:
            start = "0"
        if not self.backward:
            if self.step == 1:
                return "i = %s:r.n" % start
            return "i = %s:r.n:%d" % (start, self.step)
        return "i = r.n - 1:%s - 1:-%d" % (start, self.step)

    def window(self, length, off):
        lo = off if self.from_off else 0
        count = length - lo
        if self.half:
            count //= 2
        return lo, max(count, 0)

    def item(self):
        lo = "r.off" if self.from_off else "0"
        count = "r.len[i] - %s" % lo
        if self.half:
            count = "(%s) / 2" % count
        return "r.row[i][%s:%s]" % (lo, count)


class Type:
    def __init__(self, rng, index):
        self.name = "R%d" % index
        self.elem = rng.choice(["double", "int", "long"])
        # The row pointers in the object itself (an array member), or
        # behind a pointer member.
        self.inline = rng.random() < 0.4
        # The lengths mapped too (the device never reads them).
        self.map_len = rng.random() < 0.5
        if rng.random() < 0.5:
            self.clauses = [IterClause(rng, None)]
        else:
            self.clauses = [IterClause(rng, 0), IterClause(rng, 1)]

    def declare(self, out):
        out.append("struct %s\n{\n  int n, off;\n  int *len;\n  %s\n};"
                   % (self.name, "%s *row[%d];" % (self.elem, MAX_ROWS)
                      if self.inline else "%s **row;" % self.elem))
        text = ("#pragma omp declare mapper (struct %s r) map(r%s%s)"
                % (self.name, ", r.len[0:r.n]" if self.map_len else "",
                   "" if self.inline else ", r.row[0:r.n]"))
        for c in self.clauses:
            text += " \\\n  map(iterator(%s), %s: %s)" % (c.spec(), c.kind,
                                                        c.item())
        out.append(text)

    def row_map(self, n, lens, off):
        """Row -> (clause, lo, count) of the rows the mapper maps."""
        m = {}
        for c in self.clauses:
            for i in c.rows(n):
                lo, count = c.window(lens[i], off)
                if count > 0 and i not in m:
                    m[i] = (c, lo, count)
        return m


class Obj:
    """One object of TYPE in the program: how the program spells it, its
    shape, and the model of its rows on the host and on the device."""

    def __init__(self, rng, typ, spell, serial):
        self.typ = typ
        self.spell = spell
        self.n = rng.randint(0, MAX_ROWS)
        self.off = rng.randint(0, 2)
        # No window of negative length (len - off); a row of none is
        # null.
        self.lens = [rng.randint(self.off, 6) for _ in range(self.n)]
        self.serial = serial
        self.host = {}
        for i in range(self.n):
            for j in range(self.lens[i]):
                self.host[(i, j)] = self.initial(i, j)
        self.dev = None		# None: not mapped; else (i, j) -> value
        self.rows = typ.row_map(self.n, self.lens, self.off)

    def initial(self, i, j):
        return self.serial * 1000 + i * 100 + j


class Gen:
    def __init__(self, seed, wrong):
        self.rng = random.Random(seed)
        self.seed = seed
        self.wrong = wrong
        self.wrong_done = False
        self.types = [Type(self.rng, k) for k in range(self.rng.randint(1, 3))]
        self.body = []
        self.serial = 0
        self.checks = 0
        self.nsaved = 0

    # Checks.

    def expect(self, expr, value, what):
        if value is None:
            return
        if self.wrong and not self.wrong_done:
            value += 1
            self.wrong_done = True
        self.checks += 1
        self.body.append("  check ((long) (%s), %dL, \"%s\");"
                         % (expr, value, what))

    def check_host(self, o, when):
        # The row pointers keep their host values (attached pointers are
        # never overwritten by a copy from the device).
        for i in range(o.n):
            self.expect("%s.row[%d] == (void *) saved[%d]"
                        % (o.spell, i, o.saved + i), 1,
                        "%s %s.row[%d] is the host's" % (when, o.spell, i))
        for i in range(o.n):
            for j in range(o.lens[i]):
                self.expect("%s.row[%d][%d]" % (o.spell, i, j),
                            o.host[(i, j)], "%s %s.row[%d][%d]"
                            % (when, o.spell, i, j))

    def check_present(self, o, when):
        for i in range(o.n):
            if o.lens[i] == 0:
                continue
            want = 1 if (o.dev is not None and i in o.rows) else 0
            # A row's window present means the row's storage there is.
            lo = o.rows[i][1] if i in o.rows else 0
            self.expect("omp_target_is_present (&%s.row[%d][%d], dev)"
                        % (o.spell, i, lo), want, "%s present %s.row[%d]"
                        % (when, o.spell, i))

    # The model.

    def map_in(self, o, invoking):
        """A construct maps O, not present, under INVOKING."""
        o.dev = {}
        for i, (c, lo, count) in o.rows.items():
            k = decay(c.kind, invoking)
            for j in range(lo, lo + count):
                o.dev[(i, j)] = (o.host[(i, j)] if k in ("to", "tofrom")
                                 else None)

    def map_out(self, o, invoking):
        """O's mapping goes, under INVOKING (from for a region's tofrom)."""
        for i, (c, lo, count) in o.rows.items():
            k = decay(c.kind, invoking)
            if k in ("from", "tofrom"):
                for j in range(lo, lo + count):
                    o.host[(i, j)] = o.dev[(i, j)]
        o.dev = None

    def update(self, o, direction):
        for i, (c, lo, count) in o.rows.items():
            if decay(c.kind, direction) != direction:
                continue
            for j in range(lo, lo + count):
                if direction == "to":
                    o.dev[(i, j)] = o.host[(i, j)]
                else:
                    o.host[(i, j)] = o.dev[(i, j)]

    # Constructs.

    def region(self, objs, clause):
        """A target region that reads every mapped element of OBJS into
        GOT and writes a new value into it."""
        self.serial += 1
        base = 100000 * self.serial
        reads = []
        lines = []
        for o in objs:
            for i, (c, lo, count) in sorted(o.rows.items()):
                lines.append("      for (int j = %d; j < %d; j++)"
                             % (lo, lo + count))
                lines.append("\t{")
                lines.append("\t  got[g++] = %s.row[%d][j];" % (o.spell, i))
                lines.append("\t  %s.row[%d][j] = %d + %d + j;"
                             % (o.spell, i, base, i * 100))
                lines.append("\t}")
                for j in range(lo, lo + count):
                    reads.append((o, i, j))
        self.body.append("  {")
        self.body.append("    int g = 0;")
        self.body.append("#pragma omp target %s map(from: got[0:%d]) "
                         "map(tofrom: g)" % (clause, max(len(reads), 1)))
        self.body.append("    {")
        self.body.extend(lines)
        self.body.append("    }")
        if "nowait" in clause:
            self.body.append("#pragma omp taskwait")
        self.expect("g", len(reads), "elements the region reached")
        for k, (o, i, j) in enumerate(reads):
            self.expect("got[%d]" % k, o.dev[(i, j)], "region read %s.row[%d][%d]"
                        % (o.spell, i, j))
            o.dev[(i, j)] = base + i * 100 + j
        self.body.append("  }")

    # Objects.

    def make_objects(self, typ, shape):
        """Declare and fill the objects of one round: a list of Obj, and
        the list item that maps them all."""
        r = self.serial_name()
        count = self.rng.randint(1, 3) if shape == "section" else 1
        objs = []
        if shape in ("whole", "section"):
            if shape == "whole":
                self.body.append("  struct %s %s;" % (typ.name, r))
                spells = [r]
                item = r
            else:
                self.body.append("  struct %s %s[%d];" % (typ.name, r, count))
                spells = ["%s[%d]" % (r, k) for k in range(count)]
                item = "%s[0:%d]" % (r, count)
        else:
            holder = "H%s_%s" % (typ.name, shape)
            self.body.append("  struct %s %s;" % (holder, r))
            self.body.append("  %s.tag = %d;" % (r, self.serial))
            spells = ["%s.r" % r]
            item = r
        for spell in spells:
            self.serial += 1
            o = Obj(self.rng, typ, spell, self.serial)
            objs.append(o)
            self.fill(o)
        return objs, item

    def serial_name(self):
        self.serial += 1
        return "x%d" % self.serial

    def fill(self, o):
        s = o.spell
        self.body.append("  %s.n = %d;" % (s, o.n))
        self.body.append("  %s.off = %d;" % (s, o.off))
        self.body.append("  %s.len = (int *) malloc (%d * sizeof (int));"
                         % (s, max(o.n, 1)))
        if not o.typ.inline:
            self.body.append("  %s.row = (%s **) malloc (%d * sizeof (%s *));"
                             % (s, o.typ.elem, max(o.n, 1), o.typ.elem))
        o.saved = self.nsaved
        self.nsaved += o.n
        for i in range(o.n):
            self.body.append("  %s.len[%d] = %d;" % (s, i, o.lens[i]))
            if o.lens[i] == 0:
                self.body.append("  %s.row[%d] = 0;" % (s, i))
                self.body.append("  saved[%d] = 0;" % (o.saved + i))
                continue
            self.body.append("  %s.row[%d] = (%s *) malloc (%d * sizeof (%s));"
                             % (s, i, o.typ.elem, o.lens[i], o.typ.elem))
            self.body.append("  for (int j = 0; j < %d; j++)" % o.lens[i])
            self.body.append("    %s.row[%d][j] = %d + j;"
                             % (s, i, o.initial(i, 0)))
            self.body.append("  saved[%d] = %s.row[%d];"
                             % (o.saved + i, s, i))

    # Rounds.

    def round(self):
        typ = self.rng.choice(self.types)
        shape = self.rng.choice(["whole", "whole", "section", "member",
                                 "implicit"])
        self.body.append("  /* Round: %s of struct %s.  */" % (shape, typ.name))
        self.body.append("  {")
        objs, item = self.make_objects(typ, shape)
        if self.rng.random() < 0.5:
            # Not from: the objects, their lengths and the row pointers
            # would come back from storage the device never received
            # (the rows' own pointers are kept only where a row is
            # mapped).
            inv = self.rng.choice(["to", "tofrom", "alloc"])
            for o in objs:
                self.map_in(o, inv)
            self.region(objs, "map(%s: %s)" % (inv, item))
            for o in objs:
                self.map_out(o, "from" if inv in ("from", "tofrom")
                             else "release")
                self.check_present(o, "after a region")
                self.check_host(o, "after a region map(%s)" % inv)
        else:
            # A data region: enter data ... exit data, or target data
            # around the constructs (which unmaps by its own map type).
            data = self.rng.random() < 0.3
            if data:
                inv = self.rng.choice(["to", "tofrom", "alloc"])
                self.body.append("#pragma omp target data map(%s: %s)"
                                 % (inv, item))
                self.body.append("  {")
            else:
                inv = self.rng.choice(["to", "alloc"])
                self.body.append("#pragma omp target enter data map(%s: %s)"
                                 % (inv, item))
            for o in objs:
                self.map_in(o, inv)
                self.check_present(o, "in a data region")
            # The objects themselves (their N, OFF, LEN) reached the
            # device: else update from would bring back what it never
            # received (and the program's next constructs would read
            # it).
            known = inv in ("to", "tofrom")
            for _ in range(self.rng.randint(0, 3)):
                what = self.rng.choice(["region", "to", "from"]
                                       if known else ["region", "to"])
                known |= what == "to"
                if what == "region":
                    # Present: the implicit map moves nothing.  At times
                    # deferred, and waited for.
                    nowait = self.rng.random() < 0.25
                    self.region(objs, "nowait" if nowait else "")
                else:
                    self.body.append("#pragma omp target update %s(%s)"
                                     % (what, item))
                    for o in objs:
                        self.update(o, what)
                for o in objs:
                    self.check_host(o, "in a data region")
            if data:
                # The region's end copies back as its map type says:
                # tofrom only where the objects' own storage is known.
                self.body.append("  }")
                out = "from" if inv == "tofrom" else "release"
                if out == "from" and not known:
                    raise AssertionError("tofrom is known")
            else:
                out = self.rng.choice(["from", "release", "delete"]
                                      if known else ["release", "delete"])
                self.body.append("#pragma omp target exit data map(%s: %s)"
                                 % (out, item))
            for o in objs:
                self.map_out(o, out)
                self.check_present(o, "after the data region")
                self.check_host(o, "after the data region (%s)" % out)
        self.body.append("  }")

    def program(self):
        out = ["/* iter-diff.py --seed %d%s */" % (self.seed,
                                                 " --wrong" if self.wrong
                                                 else ""),
               "#include <stdio.h>", "#include <stdlib.h>", "#include <omp.h>",
               "", "static int bad;", "static double got[1024];",
               "static void *saved[4096];", "",
               "static void",
               "check (long got_value, long want, const char *what)",
               "{",
               "  if (got_value != want)",
               "    {",
               "      printf (\"iter-diff seed %d: %%s: %%ld expected, "
               "%%ld found\\n\", what, want, got_value);" % self.seed,
               "      bad = 1;",
               "    }",
               "}", ""]
        for t in self.types:
            t.declare(out)
            out.append("struct H%s_member\n{\n  int tag;\n  struct %s r;\n};"
                       % (t.name, t.name))
            out.append("#pragma omp declare mapper (struct H%s_member h) "
                       "map(h.tag, h.r)" % t.name)
            out.append("struct H%s_implicit\n{\n  int tag;\n  struct %s r;\n};"
                       % (t.name, t.name))
            out.append("")
        for _ in range(self.rng.randint(2, 5)):
            self.round()
        out.append("int\nmain (void)\n{\n  int dev = omp_get_default_device ();")
        out.extend(self.body)
        out.append("  (void) dev;")
        out.append("  return bad;\n}")
        return "\n".join(out) + "\n"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, required=True)
    ap.add_argument("--wrong", action="store_true",
                    help="one expected value wrong")
    ap.add_argument("-o", "--output", default="-")
    args = ap.parse_args(argv)
    gen = Gen(args.seed, args.wrong)
    text = gen.program()
    if args.wrong and not gen.wrong_done:
        # No check at all: say so rather than pass.
        print("iter-diff.py: seed %d has no check to make wrong" % args.seed,
              file=sys.stderr)
        return 1
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
