/* Unknown -fplugin-arg-ompmapper-* keys are errors.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-ompmapper-no-such-key -fplugin-arg-ompmapper-other=1" } */
/* { dg-error "unknown argument '-fplugin-arg-ompmapper-no-such-key'" "" { target *-*-* } 0 } */
/* { dg-error "unknown argument '-fplugin-arg-ompmapper-other'" "" { target *-*-* } 0 } */

int x;
