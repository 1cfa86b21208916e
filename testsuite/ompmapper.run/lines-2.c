/* Directives the plugin reads and hands back keep the user's lines and
   columns at run time too: a mapper declared over several lines maps
   what it says, __LINE__ after continued directives is right, a target
   line of several hundred tokens (read, macro-expanded, and handed back:
   a macro and present on it) runs, and a present failure on a continued
   line names that line and the clause's column.  */
/* { dg-do run } */
/* { dg-shouldfail "the last region's item is not present" } */

#include <stdio.h>
#include <stdlib.h>

struct S { int n; int *d; };

#pragma omp declare mapper (struct S s) map(to: s) \
	map(tofrom: s.d[0:s.n])
#define ONE 1

int
main (void)
{
  if (__LINE__ != 22)
    abort ();
  struct S s = { 3, calloc (3, sizeof (int)) };
#pragma omp target map(mapper(default), \
		       tofrom: s)
  for (int i = 0; i < s.n; i++)
    s.d[i] += i + 1;
  if (__LINE__ != 29 || s.d[0] != 1 || s.d[2] != 3)
    abort ();

  int v0 = 0, v1 = 1, v2 = 2, v3 = 3, v4 = 4, v5 = 5, v6 = 6, v7 = 7, v8 = 8, v9 = 9, v10 = 10, v11 = 11, v12 = 12, v13 = 13, v14 = 14, v15 = 15, v16 = 16, v17 = 17, v18 = 18, v19 = 19, v20 = 20, v21 = 21, v22 = 22, v23 = 23, v24 = 24, v25 = 25, v26 = 26, v27 = 27, v28 = 28, v29 = 29, v30 = 30, v31 = 31, v32 = 32, v33 = 33, v34 = 34, v35 = 35, v36 = 36, v37 = 37, v38 = 38, v39 = 39, v40 = 40, v41 = 41, v42 = 42, v43 = 43, v44 = 44, v45 = 45, v46 = 46, v47 = 47, v48 = 48, v49 = 49, v50 = 50, v51 = 51, v52 = 52, v53 = 53, v54 = 54, v55 = 55, v56 = 56, v57 = 57, v58 = 58, v59 = 59, v60 = 60, v61 = 61, v62 = 62, v63 = 63, v64 = 64, v65 = 65, v66 = 66, v67 = 67, v68 = 68, v69 = 69, v70 = 70, v71 = 71, v72 = 72, v73 = 73, v74 = 74, v75 = 75, v76 = 76, v77 = 77, v78 = 78, v79 = 79, v80 = 80, v81 = 81, v82 = 82, v83 = 83, v84 = 84, v85 = 85, v86 = 86, v87 = 87, v88 = 88, v89 = 89, v90 = 90, v91 = 91, v92 = 92, v93 = 93, v94 = 94, v95 = 95, v96 = 96, v97 = 97, v98 = 98, v99 = 99, v100 = 100, v101 = 101, v102 = 102, v103 = 103, v104 = 104, v105 = 105, v106 = 106, v107 = 107, v108 = 108, v109 = 109, v110 = 110, v111 = 111, v112 = 112, v113 = 113, v114 = 114, v115 = 115, v116 = 116, v117 = 117, v118 = 118, v119 = 119, v120 = 120, v121 = 121, v122 = 122, v123 = 123, v124 = 124, v125 = 125, v126 = 126, v127 = 127, v128 = 128, v129 = 129, v130 = 130, v131 = 131, v132 = 132, v133 = 133, v134 = 134, v135 = 135, v136 = 136, v137 = 137, v138 = 138, v139 = 139, v140 = 140, v141 = 141, v142 = 142, v143 = 143, v144 = 144, v145 = 145, v146 = 146, v147 = 147, v148 = 148, v149 = 149, v150 = 150, v151 = 151, v152 = 152, v153 = 153, v154 = 154, v155 = 155, v156 = 156, v157 = 157, v158 = 158, v159 = 159, v160 = 160, v161 = 161, v162 = 162, v163 = 163, v164 = 164, v165 = 165, v166 = 166, v167 = 167, v168 = 168, v169 = 169, v170 = 170, v171 = 171, v172 = 172, v173 = 173, v174 = 174, v175 = 175, v176 = 176, v177 = 177, v178 = 178, v179 = 179, v180 = 180, v181 = 181, v182 = 182, v183 = 183, v184 = 184, v185 = 185, v186 = 186, v187 = 187, v188 = 188, v189 = 189, v190 = 190, v191 = 191, v192 = 192, v193 = 193, v194 = 194, v195 = 195, v196 = 196, v197 = 197, v198 = 198, v199 = 199, v200 = 200, v201 = 201, v202 = 202, v203 = 203, v204 = 204, v205 = 205, v206 = 206, v207 = 207, v208 = 208, v209 = 209, v210 = 210, v211 = 211, v212 = 212, v213 = 213, v214 = 214, v215 = 215, v216 = 216, v217 = 217, v218 = 218, v219 = 219, v220 = 220, v221 = 221, v222 = 222, v223 = 223, v224 = 224, v225 = 225, v226 = 226, v227 = 227, v228 = 228, v229 = 229, v230 = 230, v231 = 231, v232 = 232, v233 = 233, v234 = 234, v235 = 235, v236 = 236, v237 = 237, v238 = 238, v239 = 239;
#pragma omp target enter data map(to: v0)
#pragma omp target map(present, alloc: v0) map(tofrom: v1) map(tofrom: v2) map(tofrom: v3) map(tofrom: v4) map(tofrom: v5) map(tofrom: v6) map(tofrom: v7) map(tofrom: v8) map(tofrom: v9) map(tofrom: v10) map(tofrom: v11) map(tofrom: v12) map(tofrom: v13) map(tofrom: v14) map(tofrom: v15) map(tofrom: v16) map(tofrom: v17) map(tofrom: v18) map(tofrom: v19) map(tofrom: v20) map(tofrom: v21) map(tofrom: v22) map(tofrom: v23) map(tofrom: v24) map(tofrom: v25) map(tofrom: v26) map(tofrom: v27) map(tofrom: v28) map(tofrom: v29) map(tofrom: v30) map(tofrom: v31) map(tofrom: v32) map(tofrom: v33) map(tofrom: v34) map(tofrom: v35) map(tofrom: v36) map(tofrom: v37) map(tofrom: v38) map(tofrom: v39) map(tofrom: v40) map(tofrom: v41) map(tofrom: v42) map(tofrom: v43) map(tofrom: v44) map(tofrom: v45) map(tofrom: v46) map(tofrom: v47) map(tofrom: v48) map(tofrom: v49) map(tofrom: v50) map(tofrom: v51) map(tofrom: v52) map(tofrom: v53) map(tofrom: v54) map(tofrom: v55) map(tofrom: v56) map(tofrom: v57) map(tofrom: v58) map(tofrom: v59) map(tofrom: v60) map(tofrom: v61) map(tofrom: v62) map(tofrom: v63) map(tofrom: v64) map(tofrom: v65) map(tofrom: v66) map(tofrom: v67) map(tofrom: v68) map(tofrom: v69) map(tofrom: v70) map(tofrom: v71) map(tofrom: v72) map(tofrom: v73) map(tofrom: v74) map(tofrom: v75) map(tofrom: v76) map(tofrom: v77) map(tofrom: v78) map(tofrom: v79) map(tofrom: v80) map(tofrom: v81) map(tofrom: v82) map(tofrom: v83) map(tofrom: v84) map(tofrom: v85) map(tofrom: v86) map(tofrom: v87) map(tofrom: v88) map(tofrom: v89) map(tofrom: v90) map(tofrom: v91) map(tofrom: v92) map(tofrom: v93) map(tofrom: v94) map(tofrom: v95) map(tofrom: v96) map(tofrom: v97) map(tofrom: v98) map(tofrom: v99) map(tofrom: v100) map(tofrom: v101) map(tofrom: v102) map(tofrom: v103) map(tofrom: v104) map(tofrom: v105) map(tofrom: v106) map(tofrom: v107) map(tofrom: v108) map(tofrom: v109) map(tofrom: v110) map(tofrom: v111) map(tofrom: v112) map(tofrom: v113) map(tofrom: v114) map(tofrom: v115) map(tofrom: v116) map(tofrom: v117) map(tofrom: v118) map(tofrom: v119) map(tofrom: v120) map(tofrom: v121) map(tofrom: v122) map(tofrom: v123) map(tofrom: v124) map(tofrom: v125) map(tofrom: v126) map(tofrom: v127) map(tofrom: v128) map(tofrom: v129) map(tofrom: v130) map(tofrom: v131) map(tofrom: v132) map(tofrom: v133) map(tofrom: v134) map(tofrom: v135) map(tofrom: v136) map(tofrom: v137) map(tofrom: v138) map(tofrom: v139) map(tofrom: v140) map(tofrom: v141) map(tofrom: v142) map(tofrom: v143) map(tofrom: v144) map(tofrom: v145) map(tofrom: v146) map(tofrom: v147) map(tofrom: v148) map(tofrom: v149) map(tofrom: v150) map(tofrom: v151) map(tofrom: v152) map(tofrom: v153) map(tofrom: v154) map(tofrom: v155) map(tofrom: v156) map(tofrom: v157) map(tofrom: v158) map(tofrom: v159) map(tofrom: v160) map(tofrom: v161) map(tofrom: v162) map(tofrom: v163) map(tofrom: v164) map(tofrom: v165) map(tofrom: v166) map(tofrom: v167) map(tofrom: v168) map(tofrom: v169) map(tofrom: v170) map(tofrom: v171) map(tofrom: v172) map(tofrom: v173) map(tofrom: v174) map(tofrom: v175) map(tofrom: v176) map(tofrom: v177) map(tofrom: v178) map(tofrom: v179) map(tofrom: v180) map(tofrom: v181) map(tofrom: v182) map(tofrom: v183) map(tofrom: v184) map(tofrom: v185) map(tofrom: v186) map(tofrom: v187) map(tofrom: v188) map(tofrom: v189) map(tofrom: v190) map(tofrom: v191) map(tofrom: v192) map(tofrom: v193) map(tofrom: v194) map(tofrom: v195) map(tofrom: v196) map(tofrom: v197) map(tofrom: v198) map(tofrom: v199) map(tofrom: v200) map(tofrom: v201) map(tofrom: v202) map(tofrom: v203) map(tofrom: v204) map(tofrom: v205) map(tofrom: v206) map(tofrom: v207) map(tofrom: v208) map(tofrom: v209) map(tofrom: v210) map(tofrom: v211) map(tofrom: v212) map(tofrom: v213) map(tofrom: v214) map(tofrom: v215) map(tofrom: v216) map(tofrom: v217) map(tofrom: v218) map(tofrom: v219) map(tofrom: v220) map(tofrom: v221) map(tofrom: v222) map(tofrom: v223) map(tofrom: v224) map(tofrom: v225) map(tofrom: v226) map(tofrom: v227) map(tofrom: v228) map(tofrom: v229) map(tofrom: v230) map(tofrom: v231) map(tofrom: v232) map(tofrom: v233) map(tofrom: v234) map(tofrom: v235) map(tofrom: v236) map(tofrom: v237) map(tofrom: v238) map(tofrom: v239) map(to: s) if (ONE)
  {
    v0 += ONE;
    v239 += ONE;
    s.d = 0;
  }
#pragma omp target exit data map(from: v0)
  if (__LINE__ != 41 || v0 != 1 || v239 != 240 || s.d == 0)
    abort ();
  if (v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 + v15 + v16 + v17 + v18 + v19 + v20 + v21 + v22 + v23 + v24 + v25 + v26 + v27 + v28 + v29 + v30 + v31 + v32 + v33 + v34 + v35 + v36 + v37 + v38 + v39 + v40 + v41 + v42 + v43 + v44 + v45 + v46 + v47 + v48 + v49 + v50 + v51 + v52 + v53 + v54 + v55 + v56 + v57 + v58 + v59 + v60 + v61 + v62 + v63 + v64 + v65 + v66 + v67 + v68 + v69 + v70 + v71 + v72 + v73 + v74 + v75 + v76 + v77 + v78 + v79 + v80 + v81 + v82 + v83 + v84 + v85 + v86 + v87 + v88 + v89 + v90 + v91 + v92 + v93 + v94 + v95 + v96 + v97 + v98 + v99 + v100 + v101 + v102 + v103 + v104 + v105 + v106 + v107 + v108 + v109 + v110 + v111 + v112 + v113 + v114 + v115 + v116 + v117 + v118 + v119 + v120 + v121 + v122 + v123 + v124 + v125 + v126 + v127 + v128 + v129 + v130 + v131 + v132 + v133 + v134 + v135 + v136 + v137 + v138 + v139 + v140 + v141 + v142 + v143 + v144 + v145 + v146 + v147 + v148 + v149 + v150 + v151 + v152 + v153 + v154 + v155 + v156 + v157 + v158 + v159 + v160 + v161 + v162 + v163 + v164 + v165 + v166 + v167 + v168 + v169 + v170 + v171 + v172 + v173 + v174 + v175 + v176 + v177 + v178 + v179 + v180 + v181 + v182 + v183 + v184 + v185 + v186 + v187 + v188 + v189 + v190 + v191 + v192 + v193 + v194 + v195 + v196 + v197 + v198 + v199 + v200 + v201 + v202 + v203 + v204 + v205 + v206 + v207 + v208 + v209 + v210 + v211 + v212 + v213 + v214 + v215 + v216 + v217 + v218 + v219 + v220 + v221 + v222 + v223 + v224 + v225 + v226 + v227 + v228 + v229 + v230 + v231 + v232 + v233 + v234 + v235 + v236 + v237 + v238 + v239 != 240 * 239 / 2 + 2)
    abort ();

  int n = 0;
  printf ("started\n");
  fflush (stdout);
#pragma omp target map(tofrom: s) \
	map(present, \
	    to: n)
  n++;
  return 0;
}

/* { dg-output "started\[\r\n\]+libgompx: \[^\r\n\]*lines-2.c:50:5: 'n' is not present on device 0" } */
