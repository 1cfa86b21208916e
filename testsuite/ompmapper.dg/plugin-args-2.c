/* -fplugin-arg-ompmapper-no-quirk takes names of quirks.def; any other
   is an error, a known one beside it is taken, and the key needs a
   value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-no-quirk=bias,no-such-quirk,member-order" } */
/* { dg-error "unknown quirk 'no-such-quirk' in '-fplugin-arg-ompmapper-no-quirk'" "" { target *-*-* } 0 } */

int x;
