/* -fplugin-arg-ompmapper-no-quirk needs a value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-no-quirk" } */
/* { dg-error "argument '-fplugin-arg-ompmapper-no-quirk' needs a value" "" { target *-*-* } 0 } */

int x;
