/* quirks.h -- what works around GCC's and libgomp's own behaviour.
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

/* What routes around a behaviour of GCC or libgomp (tools/layers): each
   piece says what it routes around, on which GCC versions, and which
   test fails without it.  */

#ifndef OMPM_QUIRKS_H
#define OMPM_QUIRKS_H 1

#include "base/base.h"

/* Whether function FNDECL has target data, enter data or exit data
   constructs (the C parser marks only those with target regions:
   cfun->has_omp_target).  */
extern bool ompm_data_construct_fn_p (tree fndecl);

/* FNDECL has one (lower.cc says so to the bias pass).  */
extern void ompm_note_data_construct_fn (tree fndecl);

/* bias.cc: the pass that corrects GCC 12's bias of a struct's base
   pointer in target regions.  */
extern void ompm_register_bias_pass (void);

#endif /* OMPM_QUIRKS_H */
