#include <libspeechd.h>
#include <stdio.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec/1e9;}
int main(){ double t0=now(); char*err=NULL;
  SPDConnection*c=spd_open2("swipedeck","main","probe",SPD_MODE_THREADED,NULL,1,&err);
  printf("open: %s in %.1f ms\n", c?"ok":err, (now()-t0)*1e3); if(!c) return 1;
  double t1=now(); spd_set_language(c,"en"); int r=spd_say(c,SPD_MESSAGE,"Card 3 of 12. Liked.");
  printf("say r=%d in %.1f ms\n", r,(now()-t1)*1e3);
  spd_close(c); printf("total %.1f ms\n",(now()-t0)*1e3); return 0;}
