#! /bin/sh
# build-kit.sh -- build the GPU kit (make gpu-kit).
# Usage: build-kit.sh SRCDIR KIT
# Copyright (C) 2026 ompmapper developers.
#
# This file is part of ompmapper.  ompmapper is free software; you can
# redistribute it and/or modify it under the terms of the GNU General
# Public License as published by the Free Software Foundation; either
# version 3, or (at your option) any later version.
#
# Builds into the folder KIT everything a machine with an NVIDIA GPU and
# only its driver needs to run ompmapper's tests and benchmarks there
# (run.sh, from kit/run.sh): the programs, built with the pkg-config
# flags of an installed copy of this build (staged by make gpu-kit under
# KIT_STAGE) for NVIDIA's nvptx alone, and every library they load that
# the C library does not bring -- libgompx, GCC's libgomp and its NVIDIA
# plugin, libstdc++ -- with the emulated device and the counting plugin
# (hostemu/count.c).  SRCDIR is the source tree.  The Makefile sets:
#
#   KIT_CC, KIT_CXX, KIT_PKG_CONFIG   the compilers and pkg-config
#   KIT_STAGE                         where make install put the copy
#                                     (DESTDIR)
#   KIT_PREFIX, KIT_LIBDIR, KIT_INCLUDEDIR, KIT_PKGCONFIGDIR,
#   KIT_GCCPLUGINDIR, KIT_HOSTEMUDIR  the copy's directories, without
#                                     KIT_STAGE
#   KIT_COUNT_PLUGIN                  the counting plugin, built
#   KIT_POOL                          1 if libgompx has pool mode
#   KIT_VERSION                       the package's version
#   KIT_JOBS                          compilers to run at once (default:
#                                     the processors)
#
# The programs (linked with -lm, as DejaGnu links the tests), with their
# shared libraries and what run.sh needs to judge each (kit/tests:
# directives as the testsuite reads them), go
# into KIT/progs.tar.gz: a program carries its nvptx image as PTX text,
# which compresses tenfold.

set -u
srcdir=${1:?usage: build-kit.sh SRCDIR KIT}
kit=${2:?usage: build-kit.sh SRCDIR KIT}

fail ()
{
  echo "build-kit.sh: $*" >&2
  exit 1
}

for v in KIT_CC KIT_CXX KIT_PKG_CONFIG KIT_STAGE KIT_PREFIX KIT_LIBDIR \
	 KIT_INCLUDEDIR KIT_PKGCONFIGDIR KIT_GCCPLUGINDIR KIT_HOSTEMUDIR \
	 KIT_COUNT_PLUGIN KIT_POOL KIT_VERSION; do
  eval "test -n \"\${$v+set}\"" || fail "$v is not set (run make gpu-kit)"
done
jobs=${KIT_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}

case $kit in
  /*) ;;
  *) kit=$(pwd)/$kit ;;
esac
work=$kit/.build

# The installed flags, pointing into the staged copy.
pc ()
{
  PKG_CONFIG_PATH=$KIT_STAGE$KIT_PKGCONFIGDIR $KIT_PKG_CONFIG \
    --define-variable=prefix="$KIT_STAGE$KIT_PREFIX" \
    --define-variable=exec_prefix="$KIT_STAGE$KIT_PREFIX" \
    --define-variable=libdir="$KIT_STAGE$KIT_LIBDIR" \
    --define-variable=includedir="$KIT_STAGE$KIT_INCLUDEDIR" \
    --define-variable=gccplugindir="$KIT_STAGE$KIT_GCCPLUGINDIR" \
    "$@" ompmapper
}
cflags=$(pc --cflags) || fail "pkg-config found no installed ompmapper.pc"
libs=$(pc --libs) || exit 1
offload=$(pc --variable=offloadflags) || exit 1
case " $cflags " in
  *" -foffload=nvptx-none "*) ;;
  *) fail "this build has no nvptx support (configure found no nvptx" \
	  "offload compiler, or --disable-nvptx): nothing to run on a GPU" ;;
esac
# For NVIDIA GPUs alone: programs without a GCN image are a third the
# size.
drop_gcn ()
{
  echo "$*" | sed 's/ *-foffload=amdgcn-amdhsa//g;
		  s/ *-foffload-options=amdgcn-amdhsa=[^ ]*//g'
}
cflags="$(drop_gcn "$cflags") -I$KIT_STAGE$KIT_INCLUDEDIR/ompmapper"
libs=$(drop_gcn "$libs")
# What code outside our reach is built with: GCC alone.
plain_cflags="-fopenmp $(drop_gcn "$offload")"
plain_libs=$(echo "$libs" | sed 's/ -L[^ ]*//g; s/ -Wl,-rpath,[^ ]*//g;
				  s/ -lgompx-target//; s/ -lgompx//')

# Shell-quote $1.
quote ()
{
  printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"
}

# The directives of test FILE, as shell assignments: t_do, t_options,
# t_sources, t_shared, t_dlopen, t_plain (file lists), t_require,
# t_shouldfail, t_output (one regular expression, the dg-output patterns
# joined, with Tcl's backslash substitution done: an extended regular
# expression for awk, whose \n and \r stay escapes and whose intervals
# are written out), t_unknown, and
# kit_env calls for dg-set-target-env-var.
directives ()
{
  awk '
    function q(s) { gsub(/\047/, "\047\\\047\047", s); return "\047" s "\047" }
    # Tcl backslash substitution in a quoted word, keeping \n, \r and \t
    # as the escapes awk reads in a regular expression.
    function subst(s,   out, i, c, n) {
      out = ""
      for (i = 1; i <= length(s); i++) {
	c = substr(s, i, 1)
	if (c != "\\" || i == length(s)) { out = out c; continue }
	n = substr(s, ++i, 1)
	if (n == "n" || n == "r" || n == "t") out = out "\\" n
	else out = out n
      }
      return out
    }
    # RE with its interval expressions (X{n}, X{n,}, X{n,m}) written out
    # as repetitions: some awks (mawk before 2020-07) have none.
    function intervals(re,   out, i, c, j, start, depth, st, spec, lo, hi, atom, k) {
      out = ""; depth = 0; start = 0
      for (i = 1; i <= length(re); i++) {
	c = substr(re, i, 1)
	if (c == "\\") { start = length(out) + 1; out = out c substr(re, ++i, 1); continue }
	if (c == "(") { st[++depth] = length(out) + 1; out = out c; continue }
	if (c == ")") { start = st[depth--]; out = out c; continue }
	if (c == "[") {
	  start = length(out) + 1; j = i + 1
	  if (substr(re, j, 1) == "^") j++
	  if (substr(re, j, 1) == "]") j++
	  while (j <= length(re) && substr(re, j, 1) != "]") j++
	  out = out substr(re, i, j - i + 1); i = j; continue
	}
	if (c == "{" && start && match(substr(re, i), /^\{[0-9]+(,[0-9]*)?\}/)) {
	  spec = substr(re, i + 1, RLENGTH - 2); i += RLENGTH - 1
	  lo = spec + 0; hi = index(spec, ",") ? substr(spec, index(spec, ",") + 1) : lo
	  atom = substr(out, start); out = substr(out, 1, start - 1)
	  for (k = 0; k < lo; k++) out = out atom
	  if (hi == "") out = out "(" atom ")*"
	  else for (; k < hi + 0; k++) out = out "(" atom ")?"
	  start = 0; continue
	}
	start = length(out) + 1; out = out c
      }
      return out
    }
    # Split S, Tcl words, into w[1..]; return their number.
    function words(s, w,   n, i, c, d, word) {
      n = 0; i = 1
      while (i <= length(s)) {
	c = substr(s, i, 1)
	if (c == " " || c == "\t") { i++; continue }
	word = ""
	if (c == "\"") {
	  for (i++; i <= length(s); i++) {
	    c = substr(s, i, 1)
	    if (c == "\\") { word = word c substr(s, i + 1, 1); i++; continue }
	    if (c == "\"") { i++; break }
	    word = word c
	  }
	  word = subst(word)
	} else if (c == "{") {
	  d = 1
	  for (i++; i <= length(s); i++) {
	    c = substr(s, i, 1)
	    if (c == "{") d++
	    else if (c == "}" && --d == 0) { i++; break }
	    word = word c
	  }
	} else {
	  for (; i <= length(s); i++) {
	    c = substr(s, i, 1)
	    if (c == " " || c == "\t") break
	    word = word c
	  }
	}
	w[++n] = word
      }
      return n
    }
    # What the kit cannot read: it stops the build, rather than judge
    # a program by something else than the testsuite does.
    function refuse(why) { print "t_unknown=\"$t_unknown " q(why) "\""; }
    match($0, /\{ *dg-[a-z-]+.*\}/) {
      if (gsub(/\{ *dg-/, "&") > 1) { refuse("two directives on line " NR); next }
      d = substr($0, RSTART + 1, RLENGTH - 2)
      sub(/^ */, "", d); sub(/ *$/, "", d)
      name = d; sub(/[ \t].*/, "", name)
      rest = substr(d, length(name) + 1)
      n = words(rest, w)
      # A target or xfail selector, or any word more than the directive
      # takes.
      if (n > (name == "dg-set-target-env-var" ? 2 : name == "dg-shouldfail" ? 1 : name ~ /^dg-(error|warning|message|prune-output|final)$/ ? 99 : 1)) {
	refuse(name " with a selector on line " NR); next
      }
      if (name == "dg-do") print "t_do=" q(w[1])
      else if (name == "dg-options") print "t_options=" q(w[1])
      else if (name == "dg-additional-sources") print "t_sources=" q(w[1])
      else if (name == "dg-shared-libraries") print "t_shared=" q(w[1])
      else if (name == "dg-dlopen-libraries") print "t_dlopen=" q(w[1])
      else if (name == "dg-plain-shared-libraries") print "t_plain=" q(w[1])
      else if (name == "dg-require-effective-target")
	print "t_require=\"$t_require \"" q(w[1])
      else if (name == "dg-shouldfail") print "t_shouldfail=1"
      else if (name == "dg-output") {
	# Tcl regular expressions that are not POSIX ones.
	if (w[1] ~ /\\[dswDSW]|\(\?|\[\[[:.=]/)
	  refuse("dg-output pattern awk cannot read on line " NR)
	output = output w[1]
      }
      else if (name == "dg-set-target-env-var")
	print "kit_env " q(w[1]) " " q(w[2])
      # What the compiler must say: the kit only runs programs.
      else if (name !~ /^dg-(error|warning|message|prune-output|final)$/)
	print "t_unknown=\"$t_unknown " name "\""
    }
    END { if (output != "") print "t_output=" q(intervals(output)) }' "$1"
}

# Build test T (a path under testsuite/) into GROUP/NAME in the work
# tree, with what run.sh needs to judge it in meta/GROUP/NAME.*; print
# the line of tests.list for it.  Run by xargs, one test each.
build_one ()
{
  t=$1
  src=$srcdir/testsuite/$t
  test -r "$src" || fail "$t: no such test"
  dir=$(dirname "$src")
  base=$(basename "$t")
  name=${base%.*}
  case $t in
    ompmapper.gpu/*) group=gpu setup=plain cc=$KIT_CC ;;
    ompmapper.c++/*) group=c++ setup=counted cc=$KIT_CXX ;;
    ompmapper.run/*) group=run setup=counted cc=$KIT_CC ;;
    *) fail "$t: not a run test of ompmapper.gpu, ompmapper.run or ompmapper.c++" ;;
  esac
  out=$work/progs/$group
  meta=$work/progs/meta/$group
  mkdir -p "$out" "$meta"
  t_do= t_options= t_sources= t_shared= t_dlopen= t_plain= t_require=
  t_shouldfail=0 t_output= t_unknown=
  : > "$meta/$name.env"
  kit_env ()
  {
    printf 'export %s=%s\n' "$1" "$(quote "$2")" >> "$meta/$name.env"
  }
  eval "$(directives "$src")" || fail "$t: cannot read its directives"
  test "$t_do" = run || fail "$t: not a run test (dg-do $t_do)"
  test -z "$t_unknown" || fail "$t: what the kit cannot read:$t_unknown"
  for r in $t_require; do
    case $r in
      pool)
	# Without pool mode the test does not apply: leave it out.
	test "$KIT_POOL" = 1 || return 0 ;;
      offload_nvptx_image) ;;
      gcc_*)
	# A behaviour of some GCC releases (testsuite/lib/gcc-releases.list):
	# left out where the kit's GCC is not one of them.
	range=$(awk -v n="$r" '$1 == n { print $2, $3 }' \
		  "$srcdir/testsuite/lib/gcc-releases.list")
	test -n "$range" || fail "$t: requires $r, which gcc-releases.list lacks"
	major=$($KIT_CC -dumpversion | sed 's/\..*//')
	test "$major" -ge "${range% *}" || return 0
	test "${range#* }" = + || test "$major" -le "${range#* }" || return 0 ;;
      *) fail "$t: requires $r, which a GPU does not give" ;;
    esac
  done
  log=$work/log/$group-$name.log
  # Compiled in a directory of its own, for what a compiler writes
  # beside its output (dumps a test asks for).
  tmp=$work/tmp/$group-$name
  mkdir -p "$tmp" "$work/log" || exit 1
  lib_links=
  for kind in shared dlopen plain; do
    eval "files=\$t_$kind"
    for f in $files; do
      lib=$(basename "$f")
      lib=${lib%.*}.so
      if test $kind = plain; then
	fl=$plain_cflags lb=$plain_libs
      else
	fl="$cflags $t_options" lb=$libs
      fi
      (cd "$tmp" && $cc $fl -shared -fPIC -Wl,-soname,"$lib" "$dir/$f" \
	 $lb -o "$out/$lib") >>"$log" 2>&1 \
	|| { cat "$log" >&2; fail "$t: cannot build $f"; }
      test $kind = dlopen || lib_links="$lib_links $out/$lib"
    done
  done
  extra=
  for f in $t_sources; do
    extra="$extra $dir/$f"
  done
  # A test that says which mode it runs in (pool-1.c) is built again
  # for the exact way, as run.exp builds it.
  exact=0
  grep -q OMPM_EXACT_MODE "$src" && exact=1
  for v in default exact; do
    if test $v = default; then
      exe=$name.exe def=
    elif test $exact = 1; then
      exe=$name.exact.exe def=-DOMPM_EXACT_MODE
    else
      break
    fi
    (cd "$tmp" && $cc $cflags $t_options $def "$src" $extra $lib_links \
       -Wl,-rpath,'$ORIGIN' $libs -lm -o "$out/$exe") >>"$log" 2>&1 \
      || { cat "$log" >&2; fail "$t: cannot build it"; }
  done
  if test -n "$t_output"; then
    printf '%s\n' "$t_output" > "$meta/$name.output"
  fi
  echo "$group/$name $setup $t_shouldfail $exact" > "$meta/$name.line"
}

if test "${3-}" = --one; then
  build_one "$4"
  exit
fi

rm -rf "$kit"
mkdir -p "$kit/lib/hostemu" "$kit/lib/count" "$work/progs/meta" || exit 1

# Every test, JOBS at a time (this script again, with --one).
grep -v '^ *\(#\|$\)' "$srcdir/kit/tests" > "$work/tests" || exit 1
export KIT_CC KIT_CXX KIT_PKG_CONFIG KIT_STAGE KIT_PREFIX KIT_LIBDIR \
  KIT_INCLUDEDIR KIT_PKGCONFIGDIR KIT_GCCPLUGINDIR KIT_HOSTEMUDIR \
  KIT_COUNT_PLUGIN KIT_POOL KIT_VERSION
xargs -P "$jobs" -n 1 sh "$0" "$srcdir" "$kit" --one < "$work/tests" \
  || fail "building the tests failed"
# tests.list, in the order of kit/tests.
while read -r t; do
  base=$(basename "$t")
  case $t in
    ompmapper.gpu/*) group=gpu ;;
    ompmapper.c++/*) group=c++ ;;
    *) group=run ;;
  esac
  line=$work/progs/meta/$group/${base%.*}.line
  if test -r "$line"; then
    cat "$line"
    rm -f "$line"
  fi
done < "$work/tests" > "$work/progs/tests.list"

# The benchmarks: a mapper on p[0:n] (bench/section-bench.c), and calls
# through function pointers translated and not with 1, 100 and 10000
# indirect functions (bench/indirect-bench.c).
mkdir -p "$work/progs/bench" "$work/log"
blog=$work/log/bench.log
(cd "$work/progs/bench" \
 && $KIT_CC -O2 $cflags "$srcdir/bench/section-bench.c" $libs \
      -o section-bench \
 && $KIT_CC -O2 $plain_cflags -c "$srcdir/bench/indirect-plain.c" \
      -o indirect-plain.o) >"$blog" 2>&1 \
  || { cat "$blog" >&2; fail "cannot build the benchmarks"; }
for n in 1 100 10000; do
  (cd "$work/progs/bench" \
   && sh "$srcdir/bench/indirect-fns.sh" $n > indirect-fns-$n.c \
   && $KIT_CC -O2 $cflags "$srcdir/bench/indirect-bench.c" \
	indirect-fns-$n.c indirect-plain.o $libs -o indirect-bench-$n \
   && rm -f indirect-fns-$n.c) >>"$blog" 2>&1 \
    || { cat "$blog" >&2; fail "cannot build the indirect benchmark"; }
done
rm -f "$work/progs/bench/indirect-plain.o"

# What run.sh prints of the device first.
(cd "$work/progs" && $KIT_CC $cflags -I"$srcdir/testsuite/ompmapper.gpu" \
   "$srcdir/kit/probe.c" $libs -o probe) \
  >"$work/log/probe.log" 2>&1 \
  || { cat "$work/log/probe.log" >&2; fail "cannot build kit/probe.c"; }

# Where CUDA's ptxas and nvlink are at hand, the probe's nvptx image is
# compiled and linked for an H200 (sm_90) as the driver will at load:
# its PTX is in modules for sm_80 (the program's) and sm_30 (GCC 12's
# libgomp and newlib for nvptx), each a string of its own in the program.
jit="not checked (no ptxas and nvlink)"
PATH=$PATH:/usr/local/cuda/bin
if command -v ptxas >/dev/null 2>&1 && command -v nvlink >/dev/null 2>&1; then
  ptx=$work/ptx
  mkdir -p "$ptx"
  modules=$(strings -w -n 20 -s "$(printf '\001')" "$work/progs/probe" \
	    | awk -v dir="$ptx" 'BEGIN { RS = "\001" }
		/\/\/ BEGIN PREAMBLE/ {
		  f = sprintf ("%s/m%03d.ptx", dir, n++); printf "%s", $0 > f
		  close (f) }
		END { print n + 0 }')
  jit="the probe's $modules PTX modules compiled and linked for sm_90 by"
  jit="$jit $(ptxas --version | sed -n 's/.*release \([0-9.]*\).*/CUDA \1/p')"
  test "$modules" -gt 0 || fail "no PTX found in the probe"
  for m in "$ptx"/*.ptx; do
    ptxas -arch=sm_90 -c "$m" -o "${m%.ptx}.cubin" 2>>"$work/log/ptx.log" \
      || { cat "$work/log/ptx.log" >&2; fail "ptxas -arch=sm_90 rejects $m"; }
  done
  nvlink -arch=sm_90 "$ptx"/*.cubin -o "$ptx/image.cubin" \
    2>>"$work/log/ptx.log" \
    || { cat "$work/log/ptx.log" >&2; fail "nvlink -arch=sm_90 fails"; }
fi

# The libraries: the offload plugins, then every library a program or a
# plugin loads that is not the C library's.  Copies, not links.
cp "$KIT_STAGE$KIT_HOSTEMUDIR/libgomp-plugin-nvptx.so.1" "$kit/lib/hostemu/" \
  || fail "the staged copy has no emulated device"
cp "$KIT_COUNT_PLUGIN" "$kit/lib/count/libgomp-plugin-nvptx.so.1" \
  || fail "no counting plugin at $KIT_COUNT_PLUGIN"
libgomp=$(ldd "$work/progs/probe" | awk '$1 == "libgomp.so.1" { print $3 }')
test -r "$libgomp" || fail "the programs load no libgomp.so.1"
nvptx_plugin=$(dirname "$libgomp")/libgomp-plugin-nvptx.so.1
test -r "$nvptx_plugin" \
  || fail "no $nvptx_plugin beside $libgomp: install libgomp-plugin-nvptx1"
cp -L "$nvptx_plugin" "$kit/lib/" || exit 1
find "$work/progs" "$kit/lib" -type f \( -perm -u+x -o -name '*.so*' \) \
  | while read -r f; do
  ldd "$f" 2>/dev/null | awk '$2 == "=>" && $3 ~ /^\// { print $1, $3 }'
done | sort -u > "$work/needed"
while read -r soname path; do
  case $soname in
    libc.so.* | libm.so.* | libdl.so.* | libpthread.so.* | librt.so.* \
    | ld-linux*) continue ;;
  esac
  case $path in
    "$work"/*) continue ;;
  esac
  test -e "$kit/lib/$soname" || cp -L "$path" "$kit/lib/$soname" \
    || fail "cannot copy $path into the kit"
done < "$work/needed"
for need in libgomp.so.1 libgompx.so.0 libgomp-plugin-nvptx.so.1; do
  test -r "$kit/lib/$need" || fail "$need did not make it into the kit"
done

# Pack the programs; run.sh, its version, and how to run it.
rm -rf "$work/tmp"
ntests=$(wc -l < "$work/progs/tests.list")
(cd "$work/progs" && tar czf "$kit/progs.tar.gz" .) || exit 1
cp "$srcdir/kit/run.sh" "$kit/run.sh" && chmod +x "$kit/run.sh" || exit 1
# The commit, marked when the tree differs from it.
commit=$(cd "$srcdir" && git rev-parse --short HEAD 2>/dev/null) || commit=
if test -n "$commit" \
   && ! (cd "$srcdir" && git diff --quiet HEAD -- 2>/dev/null); then
  commit="$commit, with changes"
fi
{
  echo "ompmapper $KIT_VERSION${commit:+ (git $commit)}"
  echo "built $(date -u '+%Y-%m-%d %H:%M UTC') by $($KIT_CC --version | sed 1q)"
  echo "programs built with: $cflags"
  echo "linked with: $libs"
  echo "libgomp: $libgomp"
  echo "nvptx image: $jit"
} > "$kit/VERSION"
cat > "$kit/README" <<'EOF'
The ompmapper GPU kit: tests and benchmarks for a machine with an NVIDIA
GPU and its driver, and nothing else (no compiler, no packages).

  bash run.sh [OUTDIR]          on the GPU (default OUTDIR: ./gpu-kit-out)
  bash run.sh --emulated [DIR]  the same on ompmapper's emulated device

It prints the device, runs the tests in pool mode and the exact way
(GOMPX_MAP_POOL=0), then the benchmarks, and writes summary.txt and the
logs into OUTDIR.  bash run.sh --help says more.  VERSION says what was
built, and how.
EOF
rm -rf "$work"

size=$(du -sk "$kit" | cut -f1)
if test "$size" -gt 65536; then
  fail "the kit takes $size KiB, more than the 64 MiB it may"
fi
echo "gpu-kit: $ntests tests and the benchmarks, $size KiB, in $kit"
