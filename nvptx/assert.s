// assert.s -- __assert_fail for the nvptx offload image (PTX).
// Copyright (C) 2026 ompmapper developers.
//
// This file is part of libgompx, the runtime of ompmapper.
//
// libgompx is free software; you can redistribute it and/or modify it
// under the terms of the GNU General Public License as published by the
// Free Software Foundation; either version 3, or (at your option) any
// later version.
//
// Under Section 7 of GPL version 3, you are granted additional
// permissions described in the GCC Runtime Library Exception, version
// 3.1, as published by the Free Software Foundation.
//
// A target region's assert () is the host's glibc macro, which calls
// __assert_fail (expr, file, line, function); the C library of GCC's
// nvptx offload compiler (newlib) has __assert_func (file, line,
// function, expr) instead, so a program with assert () in a region did
// not link.  This is __assert_fail for the device: it passes its
// arguments on to __assert_func, which prints the file, line, function
// and expression, and stops the kernel.  It is PTX, assembled by
// nvptx-none-as into libgompx-nvptx.a, which the pkg-config flags hand
// the nvptx link alone (-foffload-options): a host definition of
// __assert_fail would replace glibc's.  The module's target is newlib's
// (sm_30), its parameters as GCC's nvptx back end passes them.

// BEGIN PREAMBLE
.version 6.0
.target sm_30
.address_size 64
// BEGIN GLOBAL FUNCTION DECL: __assert_fail
.visible .func __assert_fail (.param.u64 %in_ar0, .param.u64 %in_ar1, .param.u32 %in_ar2, .param.u64 %in_ar3);
// BEGIN GLOBAL FUNCTION DEF: __assert_fail
.visible .func __assert_fail (.param.u64 %in_ar0, .param.u64 %in_ar1, .param.u32 %in_ar2, .param.u64 %in_ar3)
{
	.reg.u64 %ar0;
	ld.param.u64 %ar0, [%in_ar0];
	.reg.u64 %ar1;
	ld.param.u64 %ar1, [%in_ar1];
	.reg.u32 %ar2;
	ld.param.u32 %ar2, [%in_ar2];
	.reg.u64 %ar3;
	ld.param.u64 %ar3, [%in_ar3];
	{
		.param.u64 %out_arg1;
		st.param.u64 [%out_arg1], %ar1;
		.param.u32 %out_arg2;
		st.param.u32 [%out_arg2], %ar2;
		.param.u64 %out_arg3;
		st.param.u64 [%out_arg3], %ar3;
		.param.u64 %out_arg4;
		st.param.u64 [%out_arg4], %ar0;
		call __assert_func, (%out_arg1, %out_arg2, %out_arg3, %out_arg4);
	}
	ret;
}
// BEGIN GLOBAL FUNCTION DECL: __assert_func
.extern .func __assert_func (.param.u64 %in_ar0, .param.u32 %in_ar1, .param.u64 %in_ar2, .param.u64 %in_ar3);
