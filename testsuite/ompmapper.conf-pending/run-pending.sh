#! /bin/sh
# run-pending.sh [BUILD] -- run the pending conformance tests (issue 17)
# through DejaGnu, with the plugin, runtime and emulated device of the
# build directory BUILD (default: _b beside the testsuite's parent).
# The tests are copied into a scratch source tree beside the helpers and
# .exp files of ompmapper.run/ and ompmapper.dg/, so that they run
# exactly as they would there.

set -e
pending=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$pending/.." && pwd)
build=$(cd "${1:-$top/../_b}" && pwd)

if test ! -f "$build/testsuite/site.exp"; then
  # make check writes site.exp; this makes it without running anything.
  (cd "$build/testsuite" && make site.exp >/dev/null)
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/ompm-pending.XXXXXX")
src=$tmp/src
mkdir -p "$src/ompmapper.run/extra" "$src/ompmapper.dg" "$tmp/obj"
cp -R "$top/lib" "$top/config" "$src/"
# runtest looks for libraries in ../lib of the directory it runs in.
cp -R "$top/lib" "$tmp/"
cp "$top/ompmapper.run/run.exp" "$top/ompmapper.run/"*.h "$src/ompmapper.run/"
cp "$top/ompmapper.run/extra/"*.c "$src/ompmapper.run/extra/"
cp "$top/ompmapper.dg/dg.exp" "$src/ompmapper.dg/"
for t in "$pending"/conf-*.c; do
  if grep -q 'dg-do run' "$t"; then
    cp "$t" "$src/ompmapper.run/"
  else
    cp "$t" "$src/ompmapper.dg/"
  fi
done

sed -e "s|^set srcdir .*|set srcdir \"$src\"|" \
    -e "s|^set objdir .*|set objdir \"$tmp/obj\"|" \
    "$build/testsuite/site.exp" > "$tmp/obj/site.exp"
cd "$tmp/obj"
runtest --tool ompmapper --srcdir "$src" run.exp dg.exp >/dev/null 2>&1 || :
sed -n '/=== ompmapper Summary ===/,$p' ompmapper.sum
grep -E '^(PASS|FAIL|UNRESOLVED|XPASS|ERROR):' ompmapper.sum | sort -u
echo "Results in $tmp/obj/ompmapper.sum and ompmapper.log"
