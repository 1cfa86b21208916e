/* The fast engine's invariant check (gompx_pool_check_one) accepts a
   well-formed pool and names the invariant each kind of damage breaks:
   overlapping roots or P's, a P over a root, a wrong live count, data
   outside the device block, runs out of order, a P outside the pool or
   before the P placed before it, a pool placed in address order with no
   index, libgomp told of a gone P or of more P's than counted (and of a
   live one, which is right), a P with a pointer of a device value
   inside that may be told of, a slot outside its root (also the last
   of a run, stepping out), a run of two at one address, an empty run of
   slots, runs miscounted, a stale sorted index, P's out of the pool's
   order or out of address order.  */
/* { dg-do run } */
/* { dg-require-effective-target pool } */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pool/pool.h"

static char host[4096];
static char device_block[4096];

static struct pointee p[3];
static unsigned char mark[3];
static struct slot_run slots[3];
static struct run runs[2];
static size_t sorted[3];
static unsigned char told[3];
static struct pool q;

/* A pool as the engine makes one: a root of 64 bytes (a section of
   four elements) whose first three elements point to the three P's; P0
   and P1 are a run, P2 one of its own; in the pool they lie packed, P2
   at the next offset as aligned as its address.  */

static void
well_formed (void)
{
  uintptr_t h = ((uintptr_t) host + 63) & ~(uintptr_t) 63;
  memset (&q, 0, sizeof q);
  q.gen = 1;
  q.nroots = 1;
  q.roots[0] = (struct root) { h, 64, NULL };
  p[0] = (struct pointee) { .start = h + 128, .size = 32, .rc = 1, .off = 0 };
  p[1] = (struct pointee) { .start = h + 176, .size = 16, .rc = 1, .off = 32 };
  p[2] = (struct pointee) { .start = h + 512, .size = 40, .rc = 2, .off = 48 };
  runs[0] = (struct run) { h + 128, h + 192 };
  runs[1] = (struct run) { h + 512, h + 552 };
  memset (told, 0, sizeof told);
  /* The three pointers, one run.  */
  slots[0] = (struct slot_run) { h + 8, 16, 3, 0, 0 };
  for (unsigned j = 0; j < 3; j++)
    sorted[j] = j;
  q.np = 3;
  q.p = p;
  q.mark = mark;
  q.live = 3;
  q.nslots = 3;
  q.sruns = slots;
  q.nsruns = 1;
  q.sruns_cap = 3;
  q.sorted = NULL;
  q.nruns = 2;
  q.runs_cap = 2;
  q.runs = runs;
  q.in_order = 1;
  q.block = device_block;
  q.block_bytes = sizeof device_block;
  q.dev = device_block + 64;
  q.bytes = 88;
}

/* The same pointers, a run each, as the engine makes them when they do
   not lie evenly apart.  */

static void
single_runs (void)
{
  for (unsigned t = 0; t < 3; t++)
    slots[t] = (struct slot_run) { slots[0].addr + 16 * t, 0, 1, 0, t };
  q.nsruns = 3;
}

/* Check the pool after DAMAGE: well-formed if EXPECT is null, else
   broken with a reason that starts with EXPECT.  */

static void
expect (const char *expect, const char *what)
{
  char why[256] = "";
  int ok = gompx_pool_check_one (&q, why, sizeof why);
  if (expect ? ok || strncmp (why, expect, strlen (expect)) != 0 : !ok)
    {
      fprintf (stderr, "%s: got %s (%s), expected %s\n", what,
	       ok ? "well-formed" : "broken", why, expect ? expect : "none");
      abort ();
    }
  well_formed ();
}

int
main (void)
{
  well_formed ();
  expect (NULL, "as made");
  q.sorted = sorted;
  expect (NULL, "sorted");

  q.nroots = 2;
  q.roots[1] = (struct root) { q.roots[0].start + 32, 64, NULL };
  expect ("P1", "overlapping roots");
  q.roots[0].size = 160;
  expect ("P1", "a P over a root");
  p[1].start = p[0].start + 16;
  expect ("P2", "overlapping P's");
  p[1].size = 0;
  expect ("P2", "a P of no bytes");
  p[1].rc = 0;
  expect ("P3", "the live count");
  p[0].rc = p[1].rc = p[2].rc = 0;
  q.live = 0;
  expect ("P3", "no P live");
  q.dev = device_block + sizeof device_block - 64;
  expect ("P4", "data past the block");
  runs[1].lo = runs[0].lo + 8;
  expect ("P5", "runs out of order");
  p[2].off = 56;
  expect ("P5", "a P past the pool's end");
  q.in_order = 0;
  expect ("P5", "P's placed in address order, no index");
  q.in_order = 0;
  q.sorted = sorted;
  p[1].off = 16;
  expect ("P5", "a P over the one placed before it");
  q.told = told;
  told[1] = 1;
  q.ntold = 1;
  p[1].rc = 0;
  q.live = 2;
  expect ("P6", "libgomp told of a gone P");
  q.told = told;
  told[0] = told[1] = 1;
  q.ntold = 1;
  expect ("P6", "P's told of, miscounted");
  single_runs ();
  expect (NULL, "a run for each slot");
  q.told = told;
  single_runs ();
  slots[1].root = -3;
  slots[1].addr = p[2].start + 8;
  expect ("P6", "a device pointer in a P libgomp may be told of");
  q.told = told;
  told[1] = 1;
  q.ntold = 1;
  expect (NULL, "libgomp told of a live P");
  q.told = told;
  told[2] = 2;
  single_runs ();
  slots[1].root = -3;
  slots[1].addr = p[2].start + 8;
  expect (NULL, "a device pointer in a P libgomp is never told of");
  single_runs ();
  slots[2].addr = q.roots[0].start + 60;
  expect ("P7", "a slot across its root's end");
  slots[0].stride = 28;
  expect ("P7", "a run stepping out of its root");
  slots[0].target = 1;
  expect ("P7", "a run to no P at its end");
  single_runs ();
  slots[0].count = 2;
  slots[2].count = 0;
  q.nsruns = 2;
  expect ("P7", "a run of two at one address");
  single_runs ();
  slots[1].count = 0;
  expect ("P7", "an empty run");
  q.nslots = 4;
  expect ("P7", "runs miscounted");
  q.nsruns = 4;
  expect ("P7", "more runs than room");
  sorted[0] = 1;
  sorted[1] = 0;
  q.sorted = sorted;
  expect ("P8", "a stale sorted index");
  q.by_address = 1;
  expect (NULL, "in address order");
  /* P1 before P0 on the host, and in the pool.  */
  q.by_address = 1;
  q.in_order = 0;
  p[0].start = runs[0].lo + 48;
  p[0].size = 16;
  p[0].off = 16;
  p[1].start = runs[0].lo;
  p[1].off = 0;
  sorted[0] = 1;
  sorted[1] = 0;
  q.sorted = sorted;
  expect ("P10", "P's out of address order");
  p[0].off = 40;
  p[1].off = 0;
  expect ("P9", "P's out of the pool's order");
  return 0;
}
