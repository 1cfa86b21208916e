/* fe.h -- the front ends.
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

/* The front ends (tools/layers): C (fe-c.cc) and C++ (fe-cxx.cc), each an
   ompm_frontend (base/frontend.h), which plugin_init chooses.  */

#ifndef OMPM_FE_H
#define OMPM_FE_H 1

#include "base/frontend.h"

extern const ompm_frontend ompm_fe_c;
extern const ompm_frontend ompm_fe_cxx;

#endif /* OMPM_FE_H */
