/* indirect-plain.c -- for indirect-bench.c: the same loop of calls
   through function pointers, built without the plugin, so that its calls
   are not translated (it calls through device addresses).
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.  ompmapper is free software; you can
   redistribute it and/or modify it under the terms of the GNU General
   Public License as published by the Free Software Foundation; either
   version 3, or (at your option) any later version.  */

typedef int (*fn_t) (int);

#pragma omp declare target
int
loop_plain (fn_t *fns, int n, long calls)
{
  int s = 0;
  for (long i = 0; i < calls; i++)
    s = fns[(i * 7) % n] (s) & 0xffff;
  return s;
}
#pragma omp end declare target
