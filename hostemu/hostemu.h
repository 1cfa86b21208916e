/* hostemu.h -- what the emulated offload device tells tests and benchmarks.
   Copyright (C) 2026 ompmapper developers.

   This file is part of ompmapper.

   ompmapper is free software; you can redistribute it and/or modify it
   under the terms of the GNU General Public License as published by the
   Free Software Foundation; either version 3, or (at your option) any
   later version.

   Under Section 7 of GPL version 3, you are granted additional
   permissions described in the GCC Runtime Library Exception, version
   3.1, as published by the Free Software Foundation.  */

#ifndef OMPMAPPER_HOSTEMU_H
#define OMPMAPPER_HOSTEMU_H

#ifdef __cplusplus
extern "C" {
#endif

/* What one emulated device has done since the program started.  */

struct ompm_hostemu_counters
{
  unsigned long long allocs;		/* Blocks allocated.  */
  unsigned long long alloc_bytes;	/* Bytes in them.  */
  unsigned long long live_blocks;	/* Blocks allocated, not yet freed.  */
  unsigned long long host2dev;		/* Host-to-device copies.  */
  unsigned long long host2dev_bytes;
  unsigned long long dev2host;		/* Device-to-host copies.  */
  unsigned long long dev2host_bytes;
  unsigned long long kernels;		/* Target regions run.  */
};

/* How often the program called libgomp's mapping entry points (all
   devices together): GOMP_target_enter_exit_data, GOMP_target_update_ext,
   GOMP_target_data_ext and GOMP_target_ext.  */

struct ompm_hostemu_calls
{
  unsigned long long enter_exit_data;
  unsigned long long update;
  unsigned long long data;
  unsigned long long target;
};

/* Copy the call counts into *OUT.  Like ompm_hostemu_get_counters, only
   under ompmapper-hostemu: declare weak, test the address.  */

extern void ompm_hostemu_get_calls (struct ompm_hostemu_calls *out)
#ifndef OMPM_HOSTEMU_DEFINES_COUNTERS
  __attribute__ ((weak))
#endif
  ;

/* The emulated device's address of host function FN: a thunk of its own
   that counts the calls through it and goes on to FN, so that a device
   address differs from the host's as on a GPU (libgompx's table of
   indirect functions pairs host addresses with these).  The same FN
   always has the same thunk.  */

extern void *ompm_hostemu_function_address (void *fn)
#ifndef OMPM_HOSTEMU_DEFINES_COUNTERS
  __attribute__ ((weak))
#endif
  ;

/* The calls made through all thunks so far (a region's, made in a
   child process, count too).  */

extern unsigned long long ompm_hostemu_thunk_calls (void)
#ifndef OMPM_HOSTEMU_DEFINES_COUNTERS
  __attribute__ ((weak))
#endif
  ;

/* Copy the counters of emulated device DEVICE (libgomp's number for it
   among the emulated devices, 0 for the first) into *OUT.  Return 0, or
   -1 if there is no such device.  The function exists only in a program
   run under ompmapper-hostemu: declare it weak and test its address.  */

extern int ompm_hostemu_get_counters (int device,
				      struct ompm_hostemu_counters *out)
#ifndef OMPM_HOSTEMU_DEFINES_COUNTERS
  __attribute__ ((weak))
#endif
  ;

#ifdef __cplusplus
}
#endif

#endif /* OMPMAPPER_HOSTEMU_H */
