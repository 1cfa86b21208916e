#! /usr/bin/env python3
# plain-diff.py -- generate random plain OpenMP programs (no mapper).
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.

"""Write a random C program of plain OpenMP data mapping (no mapper).

The plugin rewrites the clauses of every target construct it sees, those
of programs that use nothing of ours too; such a program must behave as
GCC 12 alone makes it behave, or better.  This generator writes programs
of the shapes people write by hand: arrays and sections of them, structs
with array members, nested structs and pointer members, reached as
variables, through a pointer and as array elements; a two-dimensional
array, a variable-length array and a declare target array; target
regions (some combined with teams distribute parallel for, some nowait,
with firstprivate, device, if and defaultmap clauses), target data
regions (one handing a region the device's pointer: use_device_ptr,
is_device_ptr), target enter and exit data pairs (some nowait) and
target update, nested; in C++ some of them in a lambda that captures
by reference.

Each program gives the same output on the emulated device, whose memory
is separate, as run on the host with the pragmas ignored (the serial
run, the reference): the generator keeps, for each part of each mapped
object (a cell), whether the device's copy and the host's agree, and
draws only constructs that keep the two runs equal.  A target region
reads only cells whose device copy is current and writes only cells
that a later copy brings back; an exit copies back only cells whose
device copy is current; host code changes only cells that nothing will
copy over.  Each region adds what it read to R, which the program
prints after the region (so a difference names the first region that
saw something else), and the program ends with a checksum of every
object.

With --wrong the program has one region that writes a cell that is
never copied back: its output then differs from the serial run's (the
test's self-test).

The program is C and C++ alike (the test builds it as both).

Usage: plain-diff.py [--seed N] [--wrong] [-o FILE]
"""

import argparse
import importlib.util
import os
import re
import sys

_spec = importlib.util.spec_from_file_location(
    "mapper_diff", os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "mapper-diff.py"))
_mapper_diff = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_mapper_diff)
Rng = _mapper_diff.Rng

# Elements of every array and of what every pointer points to.
N = 12

# The arrays: name -> element type.  The pointers among them point to
# heap blocks of N elements.
ARRAYS = {"ga": "int", "gd": "double", "la": "int", "sl": "long",
          "hp": "int", "hq": "double", "va": "double", "dt": "int"}
POINTERS = {"hp", "hq"}

# va is a variable-length array; dt a declare target variable, on the
# device for the whole run with its own initial values.
DECLARE_TARGET = {"dt"}

# A two-dimensional array: rows of N, reached as g2[r][lo:len], whole
# rows g2[a:k] and whole.
ROWS = 3

# The struct variables: name -> how a member is reached.  as[0] and
# as[2] are elements of one array, as (one object to libgomp).
STRUCTS = {"s": "s.", "gS": "gS.", "ps": "ps->", "qs": "qs->",
           "a0": "as[0].", "a2": "as[2]."}

# The structs reached through pointers (heap blocks).
THROUGH_POINTERS = {"ps", "qs"}

# struct S's members: scalars, arrays (with their lengths), pointers (to
# N elements).
SCALAR_MEMBERS = {"n": "int", "m": "long", "in.b": "int"}
ARRAY_MEMBERS = {"arr": ("double", 8), "in.c": ("double", 4)}
POINTER_MEMBERS = {"p": "int", "q": "double"}


def object_of(cell):
    """The object libgomp maps CELL as part of: an array, a struct
    variable (as for an element of as) or what a pointer member points
    to ("*V.p")."""
    if cell.startswith("*"):
        return cell.split("[")[0]
    if ":" in cell:
        var = cell.split(":")[0]
        return "as" if var in ("a0", "a2") else var
    return cell.split("[")[0]


def is_pointer_cell(cell):
    return ":" in cell and not cell.startswith("*") \
        and cell.split(":")[1] in POINTER_MEMBERS


def struct_cells(var):
    """The cells of struct variable VAR's own storage, its pointer
    members included."""
    cells = ["%s:%s" % (var, m) for m in SCALAR_MEMBERS]
    cells += ["%s:%s" % (var, m) for m in POINTER_MEMBERS]
    for m, (_, n) in ARRAY_MEMBERS.items():
        cells += ["%s:%s[%d]" % (var, m, i) for i in range(n)]
    return cells


class Access:
    """What a region may do with part of a list item: EXPR, a C lvalue
    with {i} for the index, over [LO, LO + LEN) (LO None: a scalar)."""

    def __init__(self, expr, lo=None, length=None):
        self.expr, self.lo, self.length = expr, lo, length


class Item:
    """A list item of a map clause: its TEXT, the cells it maps, the
    accesses a region's body may make, KIND ("array", "whole", "member"
    or "pointee"), the struct variable or array VAR, and the pointer
    cell a pointee item attaches (ATTACHED)."""

    def __init__(self, text, cells, accesses, kind, var, attached=None):
        self.text, self.cells, self.accesses = text, cells, accesses
        self.kind, self.var, self.attached = kind, var, attached

    def all_cells(self):
        return self.cells + ([self.attached] if self.attached else [])

    def data_cells(self):
        """The cells a region's body writes: all but pointers."""
        return [c for c in self.cells if not is_pointer_cell(c)]


def section(rng, n):
    lo = rng.below(n)
    return lo, rng.between(1, n - lo)


def random_item(rng):
    """A list item of any shape."""
    if rng.chance(6):
        return rows_item(rng)
    if rng.chance(30):
        a = rng.choice(sorted(ARRAYS))
        if a not in POINTERS and rng.chance(30):
            return Item(a, ["%s[%d]" % (a, i) for i in range(N)],
                        [Access(a + "[{i}]", 0, N)], "array", a)
        lo, n = section(rng, N)
        text = ("%s[:%d]" % (a, n) if lo == 0 and rng.chance(20)
                else "%s[%d:%d]" % (a, lo, n))
        return Item(text, ["%s[%d]" % (a, i) for i in range(lo, lo + n)],
                    [Access(a + "[{i}]", lo, n)], "array", a)
    v = rng.choice(sorted(STRUCTS))
    base = STRUCTS[v]
    roll = rng.below(100)
    if roll < 18 and v != "a0" and v != "a2":
        accesses = [Access(base + m) for m in SCALAR_MEMBERS]
        accesses += [Access(base + m + "[{i}]", 0, n)
                     for m, (_, n) in ARRAY_MEMBERS.items()]
        text = (v if v not in THROUGH_POINTERS
                else rng.choice(["%s[0:1]" % v, "%s[:1]" % v]))
        return Item(text, struct_cells(v), accesses, "whole", v)
    if roll < 35:
        m = rng.choice(sorted(SCALAR_MEMBERS))
        return Item(base + m, ["%s:%s" % (v, m)], [Access(base + m)],
                    "member", v)
    if roll < 42:
        return Item(base + "in",
                    ["%s:in.b" % v] + ["%s:in.c[%d]" % (v, i)
                                       for i in range(4)],
                    [Access(base + "in.b"), Access(base + "in.c[{i}]", 0, 4)],
                    "member", v)
    if roll < 65:
        m = rng.choice(sorted(ARRAY_MEMBERS))
        n = ARRAY_MEMBERS[m][1]
        if rng.chance(30):
            return Item(base + m, ["%s:%s[%d]" % (v, m, i) for i in range(n)],
                        [Access(base + m + "[{i}]", 0, n)], "member", v)
        lo, k = section(rng, n)
        return Item("%s%s[%d:%d]" % (base, m, lo, k),
                    ["%s:%s[%d]" % (v, m, i) for i in range(lo, lo + k)],
                    [Access(base + m + "[{i}]", lo, k)], "member", v)
    m = rng.choice(sorted(POINTER_MEMBERS))
    lo, k = section(rng, N)
    return Item("%s%s[%d:%d]" % (base, m, lo, k),
                ["*%s:%s[%d]" % (v, m, i) for i in range(lo, lo + k)],
                [Access(base + m + "[{i}]", lo, k)], "pointee", v,
                "%s:%s" % (v, m))


def rows_item(rng):
    """An item of g2: part of a row, whole rows, or all of it."""
    roll = rng.below(10)
    if roll < 5:
        r = rng.below(ROWS)
        lo, n = section(rng, N)
        return Item("g2[%d][%d:%d]" % (r, lo, n),
                    ["g2[%d][%d]" % (r, i) for i in range(lo, lo + n)],
                    [Access("g2[%d][{i}]" % r, lo, n)], "array", "g2")
    a, k = (0, ROWS) if roll < 7 else section(rng, ROWS)
    text = "g2" if (a, k) == (0, ROWS) else "g2[%d:%d]" % (a, k)
    return Item(text, ["g2[%d][%d]" % (r, i)
                       for r in range(a, a + k) for i in range(N)],
                [Access("g2[%d][{i}]" % r, 0, N) for r in range(a, a + k)],
                "array", "g2")


class Cell:
    """What the device holds of a mapped cell: STATE "sync" (the
    device's copy and the host's agree), "dev" (the device's is newer)
    or "host" (the host's is newer: the device's is stale or was never
    written); COPYBACK: whether the end of the mapping that owns it
    copies it back."""

    def __init__(self, state, copyback):
        self.state, self.copyback = state, copyback


class Generator:
    def __init__(self, seed, wrong):
        self.rng = Rng(seed)
        self.seed = seed
        self.wrong = wrong
        # The declare target variable is present from the start, its
        # device copy not the host's (whose values the program sets).
        self.present = {"%s[%d]" % (v, i): Cell("host", False)
                        for v in DECLARE_TARGET for i in range(N)}
        # Pointer cells attached by the data constructs around, with
        # how many.
        self.attached = {}
        self.out = []
        self.regions = 0

    def emit(self, text, depth):
        self.out.append("  " * depth + text)

    # The rules that keep the device run equal to the serial one.

    def may_map(self, item):
        """Whether ITEM can be a list item now: each object it touches
        either has nothing present or has all of ITEM's cells of it
        present (libgomp maps no new part of a mapped struct, nor more
        of a mapped array)."""
        by_object = {}
        for c in item.all_cells():
            by_object.setdefault(object_of(c), []).append(c)
        for obj, cells in by_object.items():
            if any(object_of(c) == obj for c in self.present) \
               and not all(c in self.present for c in cells):
                return False
        return True

    def pick_items(self, most, only_present=False):
        """Up to MOST list items for one construct, disjoint."""
        items, used, objects = [], set(), set()
        for _ in range(self.rng.between(1, most)):
            for _ in range(20):
                it = self.random_item()
                if any(c in used for c in it.cells):
                    continue
                objs = {object_of(c) for c in it.cells}
                if it.kind in ("array", "pointee") and objs & objects:
                    continue
                if not self.may_map(it):
                    continue
                if only_present \
                   and not all(c in self.present for c in it.cells):
                    continue
                items.append(it)
                used.update(it.cells)
                if it.kind in ("array", "pointee"):
                    objects.update(objs)
                break
        # A whole struct and a member of it in one construct: the member
        # goes (a pointee section stays: that is how a deep copy is
        # written by hand).
        wholes = {it.var for it in items if it.kind == "whole"}
        return [it for it in items
                if it.kind != "member" or it.var not in wholes]

    def random_item(self):
        return random_item(self.rng)

    def holds_attached(self, item, more=()):
        """Whether ITEM holds a pointer attached by an enclosing
        construct or by a pointee item among MORE: libgomp 12 copies
        such data wrongly (update, always), so nothing copies it while
        attached."""
        return any(c in self.attached or c in more for c in item.cells
                   if is_pointer_cell(c))

    def states(self, item):
        return {self.present[c].state for c in item.cells}

    # Constructs.

    def body(self, plan, depth, k):
        """The statements of a region: for each (item, mode), MODE
        "read" reads its accesses, "rw" reads and writes them, "write"
        writes them first, "none" leaves them."""
        for it, mode in plan:
            if mode == "none":
                continue
            for a in it.accesses:
                w = self.rng.between(1, 9)
                if a.lo is None:
                    e = a.expr
                    if mode == "read":
                        s = "r += (long) (%s) * %d;" % (e, w)
                    elif mode == "rw":
                        s = "r += (long) (%s) * %d; %s = %s * 2 + %d;" \
                            % (e, w, e, e, w)
                    else:
                        s = "%s = %d + %s; r += (long) (%s);" % (e, w, k, e)
                    self.emit(s, depth)
                    continue
                e = a.expr.format(i="i")
                if mode == "read":
                    s = "r += (long) (%s) * (i + %d);" % (e, w)
                elif mode == "rw":
                    s = "r += (long) (%s) * (i + %d); %s = %s * 2 + i;" \
                        % (e, w, e, e)
                else:
                    s = "%s = i * %d + %s; r += (long) (%s);" % (e, w, k, e)
                self.emit("for (int i = %d; i < %d; i++)" % (a.lo,
                                                           a.lo + a.length),
                          depth)
                self.emit("  { %s }" % s, depth)

    def region_plan(self, item, mtype, always):
        """How a region may use ITEM mapped MTYPE (ALWAYS: with the
        always modifier): (mode, writes come back, usable), or None if
        the region cannot map it so."""
        cells = item.cells
        present = [c for c in cells if c in self.present]
        copies_out = always and mtype in ("from", "tofrom")
        if present:
            states = self.states(item)
            if always and mtype in ("to", "tofrom"):
                if "dev" in states:
                    return None
                states = {"sync"}
            if copies_out and "host" in states:
                return None
            defined = states <= {"sync", "dev"}
            back = copies_out or all(self.present[c].copyback for c in cells)
        else:
            defined = mtype in ("to", "tofrom")
            back = mtype in ("from", "tofrom")
        if defined:
            return self.rng.choice(["read", "rw"]) if back else "read", back
        # Nothing defined to read: written first if it comes back
        # whole, else left alone.
        if back and item.data_cells() == cells:
            return "write", back
        if back:
            return None
        return "none", back

    def target_region(self, depth, combined=False):
        self.regions += 1
        k = "k%d" % (self.regions % 3)
        items = self.pick_items(4)
        if not items:
            return
        # Only pointee sections of a struct variable: GCC maps the
        # variable whole for the region too; it must then be absent or
        # present whole.
        for it in items:
            if it.kind != "pointee" or it.var in THROUGH_POINTERS:
                continue
            mates = [o for o in items if o.kind != "pointee"
                     and object_of(o.cells[0]) == object_of(it.attached)]
            if mates:
                continue
            var_cells = (struct_cells("a0") + struct_cells("a2")
                         if it.var in ("a0", "a2") else struct_cells(it.var))
            if any(c in self.present for c in var_cells) \
               and not all(c in self.present for c in var_cells):
                return
        plan = []
        attaching = {it.attached for it in items if it.attached}
        for it in items:
            for _ in range(4):
                mtype = self.rng.choice(["to", "from", "tofrom", "alloc",
                                         "tofrom"])
                if it.kind == "whole" and mtype == "from":
                    mtype = "tofrom"
                always = (mtype != "alloc" and self.rng.chance(15)
                          and not self.holds_attached(it, attaching))
                how = self.region_plan(it, mtype, always)
                if how:
                    break
            else:
                continue
            plan.append((it, how[0], mtype, always))
        if combined:
            # The loop reaches the first item's first access alone: the
            # others must be right left alone.
            plan = plan[:1] + [p for p in plan[1:] if p[1] != "write"]
            if plan and plan[0][1] == "write" \
               and len(plan[0][0].accesses) > 1:
                return
        if not plan:
            return
        clauses = {}
        for it, _, mtype, always in plan:
            key = ("always, " if always else "") + mtype
            clauses.setdefault(key, []).append(it.text)
        text = " ".join("map(%s: %s)" % (key, ", ".join(v))
                        for key, v in clauses.items())
        extra = ""
        uses_k = any(mode == "write" for _, mode, _, _ in plan)
        defaultmap = not combined and self.rng.chance(10)
        if defaultmap:
            extra += " defaultmap(tofrom: scalar)"
        elif uses_k and self.rng.chance(30):
            extra += " firstprivate(%s)" % k
        if not self.present and self.rng.chance(10):
            extra += " if(%s)" % self.rng.choice(["0", "k0 < 0", "1"])
        if self.rng.chance(15):
            extra += " device(0)"
        nowait = not combined and self.rng.chance(15)
        self.emit("r = 0;", depth)
        if combined:
            self.combined_region(plan, text + extra, depth, k)
        else:
            self.emit("#pragma omp target %s map(tofrom: r)%s%s"
                      % (text, extra, " nowait" if nowait else ""), depth)
            self.emit("{", depth)
            self.body([(it, mode) for it, mode, _, _ in plan], depth + 1, k)
            if defaultmap:
                self.emit("kd += 1;", depth + 1)
            self.emit("}", depth)
            if nowait:
                self.emit("#pragma omp taskwait", depth)
        self.emit('printf ("region %d r=%%ld\\n", r);' % self.regions, depth)
        for it, mode, mtype, always in plan:
            self.after_region(it, mode, mtype, always)

    def combined_region(self, plan, clauses, depth, k):
        """A target teams distribute parallel for over the first item's
        first access; the other items only mapped."""
        self.emit("#pragma omp target teams distribute parallel for %s "
                  "map(tofrom: r) reduction(+: r)" % clauses, depth)
        it, mode = plan[0][0], plan[0][1]
        a = it.accesses[0]
        if a.lo is None:
            self.emit("for (int i = 0; i < 1; i++)", depth)
            e = a.expr
            if mode == "write":
                self.emit("  { %s = 4 + %s; r += i; }" % (e, k), depth)
            elif mode == "none":
                self.emit("  r += i;", depth)
            else:
                self.emit("  r += (long) (%s) * (i + 3);" % e, depth)
                plan[0] = (it, "read") + plan[0][2:]
        else:
            e = a.expr.format(i="i")
            self.emit("for (int i = %d; i < %d; i++)"
                      % (a.lo, a.lo + a.length), depth)
            if mode == "read":
                self.emit("  r += (long) (%s) * (i + 3);" % e, depth)
            elif mode == "rw":
                self.emit("  { r += (long) (%s) * (i + 3); %s = %s + i; }"
                          % (e, e, e), depth)
            elif mode == "write":
                self.emit("  { %s = i + %s; r += i; }" % (e, k), depth)
            else:
                self.emit("  r += i;", depth)
        for j in range(1, len(plan)):
            plan[j] = (plan[j][0], "none") + plan[j][2:]

    def after_region(self, it, mode, mtype, always):
        """The model after a region that used IT so."""
        if not all(c in self.present for c in it.cells):
            return
        if always and mtype in ("to", "tofrom"):
            for c in it.cells:
                self.present[c].state = "sync"
        if mode in ("rw", "write"):
            for c in it.data_cells():
                self.present[c].state = "dev"
        if always and mtype in ("from", "tofrom"):
            for c in it.cells:
                self.present[c].state = "sync"

    def data_construct(self, depth, nesting, kind):
        """A target data region (KIND "data") or an enter data / exit data
        pair (KIND "enter") around a block of further constructs."""
        items = [it for it in self.pick_items(3)
                 if not any(c in self.present for c in it.all_cells())]
        if not items:
            return
        enter, leave, added = {}, {}, set()
        for it in items:
            if kind == "data":
                mtype = self.rng.choice(["to", "tofrom", "alloc", "tofrom"])
                back, defined = mtype == "tofrom", mtype != "alloc"
            else:
                mtype = ("to" if it.kind == "whole"
                         else self.rng.choice(["to", "alloc", "to"]))
                exit_type = (self.rng.choice(["from", "release", "delete",
                                              "from"])
                             if mtype == "to"
                             else self.rng.choice(["release", "delete"]))
                back, defined = exit_type == "from", mtype == "to"
                leave.setdefault(exit_type, []).append(it.text)
            enter.setdefault(mtype, []).append(it.text)
            for c in it.all_cells():
                self.present[c] = Cell("sync" if defined else "host", back)
                added.add(c)
            if it.attached:
                self.attached[it.attached] = 1
        text = " ".join("map(%s: %s)" % (key, ", ".join(v))
                        for key, v in enter.items())
        dev = " device(0)" if self.rng.chance(15) else ""
        if kind == "data":
            self.emit("#pragma omp target data %s%s" % (text, dev), depth)
            self.emit("{", depth)
            self.block(depth + 1, nesting + 1)
            self.emit("}", depth)
        else:
            self.emit("#pragma omp target enter data %s%s%s"
                      % (text, dev, self.nowait_wait()), depth)
            self.wait_if_nowait(depth)
            self.block(depth, nesting + 1)
            self.emit("#pragma omp target exit data %s%s%s"
                      % (" ".join("map(%s: %s)" % (key, ", ".join(v))
                                  for key, v in leave.items()), dev,
                         self.nowait_wait()), depth)
            self.wait_if_nowait(depth)
        for c in sorted(added):
            del self.present[c]
            self.attached.pop(c, None)

    def nowait_wait(self):
        """Now and then nowait (and a dependence) on an unstructured data
        construct, which the program then waits for."""
        self.waiting = self.rng.chance(15)
        if not self.waiting:
            return ""
        return " nowait" + (" depend(inout: k0)" if self.rng.chance(50)
                            else "")

    def wait_if_nowait(self, depth):
        if self.waiting:
            self.emit("#pragma omp taskwait", depth)

    def device_pointer(self, depth):
        """A target data region that maps a section behind a pointer
        variable and hands the region inside it the device's pointer
        (use_device_ptr, is_device_ptr)."""
        a = self.rng.choice(sorted(POINTERS))
        if any(object_of(c) == a for c in self.present):
            return
        # From the start: libgomp 12 stops where the pointer's own
        # target is not mapped.
        lo, n = 0, self.rng.between(1, N)
        item = Item("%s[%d:%d]" % (a, lo, n),
                    ["%s[%d]" % (a, i) for i in range(lo, lo + n)],
                    [Access(a + "[{i}]", lo, n)], "array", a)
        mtype = self.rng.choice(["to", "tofrom"])
        self.regions += 1
        self.emit("#pragma omp target data map(%s: %s) use_device_ptr(%s)"
                  % (mtype, item.text, a), depth)
        self.emit("{", depth)
        self.emit("r = 0;", depth + 1)
        self.emit("#pragma omp target is_device_ptr(%s) map(tofrom: r)" % a,
                  depth + 1)
        self.emit("{", depth + 1)
        mode = self.rng.choice(["read", "rw"]) if mtype == "tofrom" \
            else "read"
        self.body([(item, mode)], depth + 2, "k%d" % (self.regions % 3))
        self.emit("}", depth + 1)
        self.emit('printf ("region %d r=%%ld\\n", r);' % self.regions,
                  depth + 1)
        self.emit("}", depth)

    def update(self, depth):
        items = [it for it in self.pick_items(2, only_present=True)
                 if all(c in self.present for c in it.cells)
                 and not self.holds_attached(it)]
        moves = []
        for it in items:
            states = self.states(it)
            way = self.rng.choice(["to", "from"])
            if way == "to" and "dev" in states:
                way = "from"
            if way == "from" and "host" in states:
                continue
            moves.append((way, it))
        if not moves:
            return
        groups = {}
        for way, it in moves:
            groups.setdefault(way, []).append(it.text)
        self.emit("#pragma omp target update %s"
                  % " ".join("%s(%s)" % (w, ", ".join(v))
                             for w, v in groups.items()), depth)
        for way, it in moves:
            for c in it.cells:
                self.present[c].state = "sync"

    def host_change(self, depth):
        """Host code changing an array nothing will copy over."""
        a = self.rng.choice(sorted(ARRAYS))
        cells = [c for c in self.present if object_of(c) == a]
        if any(self.present[c].copyback or self.present[c].state == "dev"
               for c in cells):
            return
        self.emit("for (int i = 0; i < %d; i++)" % N, depth)
        self.emit("  %s[i] = %s[i] + i * %d;" % (a, a, self.rng.between(1, 5)),
                  depth)
        for c in cells:
            self.present[c].state = "host"

    def block(self, depth, nesting):
        for _ in range(self.rng.between(1, 4)):
            # In C++, now and then in a lambda that captures by
            # reference, called at once: there the variables are the
            # same (C++), and so is what OpenMP maps of them.  Not
            # where a clause names what g++ 12 refuses of a reference
            # (to an array, to a pointer, which the captured variables
            # are): an element of the array of structs, "as[0].m"
            # ("subscripted value is neither array nor pointer"), a
            # member through a pointer, "ps->m" ("'ps' is not a
            # variable in 'map' clause").
            start = len(self.out)
            in_lambda = self.rng.chance(25)
            self.construct(depth, nesting)
            if in_lambda and len(self.out) > start \
               and not any("#pragma" in line
                           and re.search(r"as\[|\b[pq]s->[\w.]+\s*[,)]",
                                         line)
                           for line in self.out[start:]):
                self.out.insert(start, "  " * depth + "IN_LAMBDA_BEGIN")
                self.emit("IN_LAMBDA_END", depth)

    def construct(self, depth, nesting):
        if True:
            x = self.rng.below(100)
            if x < 40:
                self.target_region(depth)
            elif x < 50:
                self.target_region(depth, combined=True)
            elif x < 62 and nesting < 3:
                self.data_construct(depth, nesting, "data")
            elif x < 74 and nesting < 3:
                self.data_construct(depth, nesting, "enter")
            elif x < 80 and self.present:
                self.update(depth)
            elif x < 86:
                self.device_pointer(depth)
            else:
                self.host_change(depth)

    def program(self):
        self.block(1, 0)
        # At least one region.
        self.target_region(1)
        if self.wrong:
            # The self-test: a write that never comes back.
            self.emit("#pragma omp target map(to: ga[0:1])", 1)
            self.emit("  ga[0] += 1;", 1)
        text = PROLOGUE % dict(N=N, seed=self.seed, rows=ROWS) \
            + "\n".join(self.out) + "\n" + EPILOGUE
        return text


PROLOGUE = r'''/* plain-diff seed %(seed)d: plain OpenMP data mapping, checked
   against the serial run.  */
#include <stdio.h>
#include <stdlib.h>

/* The same in C and C++.  */
#define ALLOC(type, n) ((type *) malloc ((n) * sizeof (type)))

/* Constructs in a lambda that captures by reference, called at once,
   in C++; in a block in C.  */
#ifdef __cplusplus
#define IN_LAMBDA_BEGIN [&] () {
#define IN_LAMBDA_END } ();
#else
#define IN_LAMBDA_BEGIN {
#define IN_LAMBDA_END }
#endif

struct In { int b; double c[4]; };
struct S { int n; double arr[8]; int *p; struct In in; long m; double *q; };

int ga[%(N)d];
static double gd[%(N)d];
struct S gS;
long g2[%(rows)d][%(N)d];
#pragma omp declare target
int dt[%(N)d];
#pragma omp end declare target

static void
init_s (struct S *x, int seed)
{
  x->n = seed;
  x->m = seed * 3;
  x->in.b = seed + 1;
  for (int i = 0; i < 8; i++)
    x->arr[i] = seed + i;
  for (int i = 0; i < 4; i++)
    x->in.c[i] = seed * 2 + i;
  x->p = ALLOC (int, %(N)d);
  x->q = ALLOC (double, %(N)d);
  for (int i = 0; i < %(N)d; i++)
    {
      x->p[i] = seed + 5 * i;
      x->q[i] = seed - i;
    }
}

static unsigned long
check_s (const struct S *x)
{
  unsigned long h = x->n * 7 + x->m * 11 + x->in.b * 13;
  for (int i = 0; i < 8; i++)
    h = h * 31 + (long) x->arr[i];
  for (int i = 0; i < 4; i++)
    h = h * 31 + (long) x->in.c[i];
  for (int i = 0; i < %(N)d; i++)
    h = h * 31 + x->p[i] + (long) x->q[i] * 3;
  return h;
}

#define CHECK_ARRAY(a)						\
  do								\
    {								\
      unsigned long h = 0;					\
      for (int i = 0; i < %(N)d; i++)				\
	h = h * 31 + (long) (a)[i];				\
      printf (#a " %%lu\n", h);					\
    }								\
  while (0)

int
main (void)
{
  int la[%(N)d];
  static long sl[%(N)d];
  int nn = %(N)d;
  double va[nn];
  int *hp = ALLOC (int, %(N)d);
  double *hq = ALLOC (double, %(N)d);
  struct S s, *ps = ALLOC (struct S, 1), *qs = ALLOC (struct S, 1), as[3];
  int k0 = 3, k1 = 5, k2 = 7, kd = 11;
  long r = 0;
  for (int i = 0; i < %(N)d; i++)
    {
      ga[i] = i + 1;
      gd[i] = 2 * i;
      la[i] = 3 - i;
      sl[i] = i * i;
      hp[i] = 100 + i;
      hq[i] = i - 50;
      va[i] = i * 3 + 1;
      dt[i] = 7 * i;
      for (int r = 0; r < %(rows)d; r++)
	g2[r][i] = r * 100 + i;
    }
  init_s (&s, 1);
  init_s (&gS, 20);
  init_s (ps, 300);
  init_s (qs, 700);
  init_s (&as[0], 4000);
  init_s (&as[1], 5000);
  init_s (&as[2], 6000);
'''

EPILOGUE = r'''  CHECK_ARRAY (ga);
  CHECK_ARRAY (gd);
  CHECK_ARRAY (la);
  CHECK_ARRAY (sl);
  CHECK_ARRAY (hp);
  CHECK_ARRAY (hq);
  CHECK_ARRAY (va);
  CHECK_ARRAY (dt);
  for (int r = 0; r < 3; r++)
    CHECK_ARRAY (g2[r]);
  printf ("s %lu gS %lu ps %lu qs %lu as %lu %lu %lu\n", check_s (&s),
	  check_s (&gS), check_s (ps), check_s (qs), check_s (&as[0]),
	  check_s (&as[1]), check_s (&as[2]));
  printf ("k %d %d %d %d\n", k0, k1, k2, kd);
  return 0;
}
'''


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--wrong", action="store_true")
    ap.add_argument("-o", dest="output")
    args = ap.parse_args(argv)
    _mapper_diff.write_text(Generator(args.seed, args.wrong).program(),
                            args.output)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
