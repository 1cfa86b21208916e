# ompmapper.m4 -- configure checks for the GCC toolchain.
# Copyright (C) 2026 ompmapper developers.
#
# This file is free software; the ompmapper developers give unlimited
# permission to copy and/or distribute it, with or without modifications,
# as long as this notice is preserved.

# OMPM_CHECK_GCC
# --------------
# The plugin is loaded into cc1 and compiled against its headers, so $CC
# and $CXX must be one GCC release: 12 to 15, the releases without
# declare mapper (plugin/base/gcc-compat.h holds what differs between
# them).  Anything else is refused with a message that says what to do.
# --enable-experimental-gcc, which 13 to 15 needed before, is accepted
# and does nothing.  Sets ompm_gcc_version and ompm_gcc_major.
AC_DEFUN([OMPM_CHECK_GCC],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_REQUIRE([AC_PROG_CXX])dnl
AC_ARG_ENABLE([experimental-gcc],
  [AS_HELP_STRING([--enable-experimental-gcc],
     [accepted and ignored: GCC 13, 14 and 15 needed it before])],
  [], [enable_experimental_gcc=no])
AC_MSG_CHECKING([which GCC $CC is])
AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[
#if !defined __GNUC__ || defined __clang__ || __GNUC__ < 12 || __GNUC__ > 15
# error not GCC 12 to 15
#endif
]])], [ompm_cc_is_gcc=yes], [ompm_cc_is_gcc=no])
ompm_gcc_version=`$CC -dumpfullversion 2>/dev/null`
ompm_gcc_major=`echo "$ompm_gcc_version" | sed 's/\..*//'`
AC_MSG_RESULT([${ompm_gcc_version:-not GCC}])
AS_IF([test "$ompm_cc_is_gcc" != yes],
  [AC_MSG_ERROR([ompmapper is a plugin for GCC 12, 13, 14 and 15 and must be built by the GCC it is loaded into, but $CC is not one of them${ompm_gcc_version:+ (it reports version $ompm_gcc_version)}.
Run configure with CC=gcc-14 CXX=g++-14, say (or the paths of the drivers of one of those releases).])])
AC_MSG_CHECKING([whether $CXX is the same GCC])
ompm_gxx_version=`$CXX -dumpfullversion 2>/dev/null`
AS_IF([test "x$ompm_gxx_version" = "x$ompm_gcc_version"],
  [AC_MSG_RESULT([yes])],
  [AC_MSG_RESULT([no (${ompm_gxx_version:-unknown})])
   AC_MSG_ERROR([the plugin must be compiled by the g++ of the GCC it is loaded into; $CC is $ompm_gcc_version but $CXX is ${ompm_gxx_version:-not GCC}.
Run configure with CXX=g++-$ompm_gcc_major.])])
])

# OMPM_CHECK_GCC_PLUGIN
# ---------------------
# Find GCC's plugin headers through $CC -print-file-name=plugin, then build
# a small plugin and load it into $CC, so that a broken setup fails here and
# not in the middle of make.  Sets and substitutes GCC_PLUGIN_CPPFLAGS and
# ompm_gcc_plugin_dir.
AC_DEFUN([OMPM_CHECK_GCC_PLUGIN],
[AC_MSG_CHECKING([for GCC plugin headers])
ompm_gcc_plugin_dir=`$CC -print-file-name=plugin`
AS_IF([test -f "$ompm_gcc_plugin_dir/include/gcc-plugin.h"],
  [AC_MSG_RESULT([$ompm_gcc_plugin_dir/include])],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([GCC's plugin headers are not installed for $CC; on Debian install gcc-$ompm_gcc_major-plugin-dev.])])
GCC_PLUGIN_CPPFLAGS="-I$ompm_gcc_plugin_dir/include"
AC_SUBST([GCC_PLUGIN_CPPFLAGS])
AC_MSG_CHECKING([whether $CC loads a plugin built by $CXX])
cat > conftest-plugin.cc <<_OMPM_EOF
#include "gcc-plugin.h"
#include "plugin-version.h"
int plugin_is_GPL_compatible;
int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  return plugin_default_version_check (&gcc_version, version) ? 0 : 1;
}
_OMPM_EOF
echo 'int conftest_var;' > conftest-plugin-user.c
AS_IF([$CXX -shared -fPIC -fno-rtti $GCC_PLUGIN_CPPFLAGS $CXXFLAGS \
	 conftest-plugin.cc -o conftest-plugin.so >&AS_MESSAGE_LOG_FD 2>&1 \
       && $CC -fplugin=./conftest-plugin.so -c conftest-plugin-user.c \
	 -o conftest-plugin-user.o >&AS_MESSAGE_LOG_FD 2>&1],
  [AC_MSG_RESULT([yes])],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([$CC could not load a plugin built by $CXX against $ompm_gcc_plugin_dir/include; see config.log.])])
rm -f conftest-plugin.cc conftest-plugin.so conftest-plugin-user.c \
  conftest-plugin-user.o
])

# OMPM_CHECK_OFFLOAD_LINK(FLAGS, ACTION-IF-OK, ACTION-IF-NOT)
# -----------------------------------------------------------
# Whether a program with a target region links with -fopenmp FLAGS.  The
# linker's messages are left in conftest.err for the caller.
AC_DEFUN([OMPM_CHECK_OFFLOAD_LINK],
[cat > conftest-offload.c <<_OMPM_EOF
int
main (void)
{
  int x = 0;
#pragma omp target map(tofrom: x)
  x++;
  return x != 1;
}
_OMPM_EOF
AS_IF([$CC $CFLAGS -fopenmp $1 conftest-offload.c -o conftest-offload$EXEEXT \
	 >conftest.err 2>&1],
  [cat conftest.err >&AS_MESSAGE_LOG_FD
   $2],
  [cat conftest.err >&AS_MESSAGE_LOG_FD
   $3])
rm -f conftest-offload.c conftest-offload$EXEEXT
])

# OMPM_CHECK_DEVICE_LIBS(TARGET, FLAGS, LIBS, VARIABLE)
# ----------------------------------------------------
# Set VARIABLE to -foffload-options=TARGET=-lX for each -lX of LIBS with
# which a target region that calls pow (and, where LIBS has -latomic,
# updates a 16-byte atomic) links with -fopenmp FLAGS; to none of them
# if it does not.
AC_DEFUN([OMPM_CHECK_DEVICE_LIBS],
[AC_MSG_CHECKING([whether $1 images link libm and the like with -foffload-options=$1=$3])
ompm_device_libs=
for ompm_lib in $3; do
  ompm_device_libs="$ompm_device_libs -foffload-options=$1=$ompm_lib"
done
ompm_atomic=
AS_CASE([" $3 "], [*" -latomic "*], [ompm_atomic="__int128 y = 0;
#pragma omp atomic
  y += 1;
  x += (int) y;"])
cat > conftest-device.c <<_OMPM_EOF
#include <math.h>
int
main (void)
{
  int x = 0;
  double r = 2;
#pragma omp target map(tofrom: x, r)
  {
    r = pow (r, 3.0);
    $ompm_atomic
  }
  return r != 8;
}
_OMPM_EOF
AS_IF([$CC $CFLAGS -fopenmp $2 $ompm_device_libs conftest-device.c -lm \
	 -o conftest-device$EXEEXT >&AS_MESSAGE_LOG_FD 2>&1],
  [AC_MSG_RESULT([yes])
   $4=$ompm_device_libs],
  [AC_MSG_RESULT([no])])
rm -f conftest-device.c conftest-device$EXEEXT
])

# OMPM_CHECK_OFFLOAD_COMPILERS
# ----------------------------
# Look for GCC's nvptx and gcn offload compilers.  nvptx is used when it
# links: the CUDA ptxas that nvptx-as calls to verify its output rejects
# GCC 12's default sm_35, so -misa=sm_80 is tried first, then no
# verification at all.  Substitutes NVPTX_OFFLOAD_FLAGS (what a program
# needs to build an nvptx image), PC_OFFLOAD_FLAGS (the flags ompmapper.pc
# hands users), NVPTX_LINK_FLAGS and PC_LINK_FLAGS (what the link needs
# besides) and defines the conditional NVPTX.
AC_DEFUN([OMPM_CHECK_OFFLOAD_COMPILERS],
[AC_ARG_ENABLE([nvptx],
  [AS_HELP_STRING([--disable-nvptx],
    [build no NVIDIA offload support even when GCC's nvptx offload compiler
     is installed])],
  [], [enable_nvptx=auto])
ompm_triplet=`$CC -dumpmachine`
ompm_gcc_major=`echo "$ompm_gcc_version" | sed 's/\..*//'`
AC_PATH_PROG([ompm_nvptx_cc], [$ompm_triplet-accel-nvptx-none-gcc-$ompm_gcc_major], [no])
AC_PATH_PROG([NVPTX_AS], [nvptx-none-as], [no])
AC_PATH_PROG([ompm_gcn_cc], [$ompm_triplet-accel-amdgcn-amdhsa-gcc-$ompm_gcc_major], [no])
NVPTX_OFFLOAD_FLAGS=
NVPTX_LINK_FLAGS=
AS_IF([test "$ompm_nvptx_cc" != no && test "$NVPTX_AS" != no],
  [for ompm_opts in "-foffload-options=nvptx-none=-misa=sm_80" \
		    "-foffload-options=nvptx-none=-misa=sm_80 -foffload-options=nvptx-none=-Wa,--no-verify"; do
     AC_MSG_CHECKING([whether target regions link with -foffload=nvptx-none $ompm_opts])
     OMPM_CHECK_OFFLOAD_LINK([-foffload=nvptx-none $ompm_opts],
       [AC_MSG_RESULT([yes])
	NVPTX_OFFLOAD_FLAGS="-foffload=nvptx-none $ompm_opts"
	break],
       [AC_MSG_RESULT([no])])
   done
   dnl Debian's GCC 12 ships a crtoffloadtable.o built without -fPIC, so
   dnl every PIE with an offload table gets text relocations and the
   dnl linker warns about them.  The program is the same with -z notext;
   dnl only the warning goes.
   AS_IF([test -n "$NVPTX_OFFLOAD_FLAGS" && grep DT_TEXTREL conftest.err >/dev/null 2>&1],
     [AC_MSG_CHECKING([whether -Wl,-z,notext silences the offload table's text relocation warning])
      OMPM_CHECK_OFFLOAD_LINK([$NVPTX_OFFLOAD_FLAGS -Wl,-z,notext],
	[AS_IF([test -s conftest.err],
	   [AC_MSG_RESULT([no])],
	   [AC_MSG_RESULT([yes])
	    NVPTX_LINK_FLAGS=-Wl,-z,notext])],
	[AC_MSG_RESULT([no])])])
   rm -f conftest.err])
AS_CASE([$enable_nvptx,$NVPTX_OFFLOAD_FLAGS],
  [yes,], [AC_MSG_ERROR([--enable-nvptx given, but no working nvptx offload compiler (on Debian: gcc-$ompm_gcc_major-offload-nvptx and nvptx-tools)])],
  [auto,], [enable_nvptx=no],
  [no,*], [],
  [enable_nvptx=yes])
dnl The nvptx device library (nvptx/assert.s): assembled and archived by
dnl nvptx-tools.
AC_PATH_PROG([NVPTX_AR], [nvptx-none-ar], [no])
AS_IF([test "$enable_nvptx" = yes && test "$NVPTX_AR" = no],
  [AC_MSG_ERROR([nvptx-none-ar not found (on Debian: nvptx-tools)])])
dnl The offload compilers' own libraries that every program's image
dnl links (-foffload-options): libm and, for nvptx, libatomic, which
dnl GCC 12 leaves to the user (a region calling pow or updating a
dnl 16-byte atomic did not link).
NVPTX_DEVICE_LIBS=
AS_IF([test "$enable_nvptx" = yes],
  [OMPM_CHECK_DEVICE_LIBS([nvptx-none], [$NVPTX_OFFLOAD_FLAGS $NVPTX_LINK_FLAGS],
     [-lm -latomic], [NVPTX_DEVICE_LIBS])])
AC_SUBST([NVPTX_DEVICE_LIBS])
dnl With the nvptx offload compiler installed, GCC builds nvptx code for
dnl every target region unless told otherwise, and that link fails
dnl without the flags above.  When nvptx is disabled, say so explicitly.
PC_LINK_FLAGS=
AS_IF([test "$enable_nvptx" = yes],
  [PC_OFFLOAD_FLAGS=$NVPTX_OFFLOAD_FLAGS
   PC_LINK_FLAGS=$NVPTX_LINK_FLAGS],
  [test "$ompm_nvptx_cc" != no],
  [PC_OFFLOAD_FLAGS=-foffload=disable],
  [PC_OFFLOAD_FLAGS=])
AC_SUBST([NVPTX_OFFLOAD_FLAGS])
AC_SUBST([NVPTX_LINK_FLAGS])
dnl GCN: used when its offload compiler links a target region.
AC_ARG_ENABLE([gcn],
  [AS_HELP_STRING([--disable-gcn],
    [build no AMD GCN offload support even when GCC's gcn offload compiler
     is installed])],
  [], [enable_gcn=auto])
GCN_OFFLOAD_FLAGS=
AS_IF([test "$ompm_gcn_cc" != no && test "$enable_gcn" != no],
  [AC_MSG_CHECKING([whether target regions link with -foffload=amdgcn-amdhsa])
   OMPM_CHECK_OFFLOAD_LINK([-foffload=amdgcn-amdhsa],
     [AC_MSG_RESULT([yes])
      GCN_OFFLOAD_FLAGS=-foffload=amdgcn-amdhsa],
     [AC_MSG_RESULT([no])])
   rm -f conftest.err])
AS_CASE([$enable_gcn,$GCN_OFFLOAD_FLAGS],
  [yes,], [AC_MSG_ERROR([--enable-gcn given, but no working gcn offload compiler (on Debian: gcc-$ompm_gcc_major-offload-amdgcn)])],
  [auto,], [enable_gcn=no],
  [no,*], [],
  [enable_gcn=yes])
AC_SUBST([GCN_OFFLOAD_FLAGS])
GCN_DEVICE_LIBS=
AS_IF([test "$enable_gcn" = yes],
  [OMPM_CHECK_DEVICE_LIBS([amdgcn-amdhsa], [$GCN_OFFLOAD_FLAGS], [-lm],
     [GCN_DEVICE_LIBS])])
AC_SUBST([GCN_DEVICE_LIBS])

dnl What programs and the device runtime (libgompx-target.a) are built
dnl with: offload IR for every enabled target (-foffload options add
dnl up), none at all otherwise.
TARGET_OFFLOAD_FLAGS=
AS_IF([test "$enable_nvptx" = yes],
  [TARGET_OFFLOAD_FLAGS=$NVPTX_OFFLOAD_FLAGS])
AS_IF([test "$enable_gcn" = yes],
  [TARGET_OFFLOAD_FLAGS="$TARGET_OFFLOAD_FLAGS $GCN_OFFLOAD_FLAGS"])
AS_IF([test -z "$TARGET_OFFLOAD_FLAGS"],
  [TARGET_OFFLOAD_FLAGS=-foffload=disable])
AC_SUBST([TARGET_OFFLOAD_FLAGS])
AC_SUBST([PC_OFFLOAD_FLAGS])
AC_SUBST([PC_LINK_FLAGS])
AM_CONDITIONAL([NVPTX], [test "$enable_nvptx" = yes])
AM_CONDITIONAL([NVPTX_IMAGES],
  [test -n "$NVPTX_OFFLOAD_FLAGS" && test "$NVPTX_AR" != no])
])

# OMPM_CHECK_RUNTEST
# ------------------
# DejaGnu runs the testsuite.  It is optional for building and installing.
AC_DEFUN([OMPM_CHECK_RUNTEST],
[AC_CHECK_PROG([ompm_runtest], [runtest], [runtest], [no])
AS_IF([test "$ompm_runtest" = no],
  [AC_MSG_WARN([DejaGnu's runtest was not found: make check will not run (on Debian: apt-get install dejagnu)])])
])

# OMPM_CHECK_PYTHON3
# ------------------
# Python 3 runs testsuite/ompmapper.diff/mapper-diff.py, the generator of
# the differential tests; without it they are UNSUPPORTED.
AC_DEFUN([OMPM_CHECK_PYTHON3],
[AC_PATH_PROG([PYTHON3], [python3])
AS_IF([test -z "$PYTHON3"],
  [AC_MSG_WARN([python3 was not found: the differential tests (ompmapper.diff) will not run (on Debian: apt-get install python3)])])
])
