#include <espeak-ng/speak_lib.h>
#include <stdio.h>
#include <time.h>
#include <string.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec/1e9;}
static double t0, first=-1; static long samples=0;
static int cb(short*w,int n,espeak_EVENT*e){ if(n>0&&first<0) first=now(); samples+=n; return 0;}
int main(int argc,char**argv){
  int mode = argc>1 && !strcmp(argv[1],"play") ? AUDIO_OUTPUT_PLAYBACK : AUDIO_OUTPUT_SYNCHRONOUS;
  t0=now();
  int rate=espeak_Initialize(mode,0,NULL,0);
  double tinit=now();
  printf("init %s: rate %d in %.1f ms\n", mode==AUDIO_OUTPUT_PLAYBACK?"playback":"synchronous", rate,(tinit-t0)*1e3);
  if(rate<0) return 1;
  espeak_SetSynthCallback(cb);
  espeak_SetVoiceByName("en");
  const char*s="Card 3 of 12. Liked.";
  double t1=now();
  espeak_ERROR r=espeak_Synth(s,strlen(s)+1,0,POS_CHARACTER,0,espeakCHARS_UTF8,NULL,NULL);
  espeak_Synchronize();
  printf("synth r=%d first samples after %.1f ms, all %.1f ms, %ld samples (%.2f s of audio)\n", r, first>0?(first-t1)*1e3:-1.0,(now()-t1)*1e3,samples,samples/(double)rate);
  espeak_SetVoiceByName("fr");
  first=-1; samples=0; t1=now();
  const char*f="Carte 3 sur 12. Aimée.";
  espeak_Synth(f,strlen(f)+1,0,POS_CHARACTER,0,espeakCHARS_UTF8,NULL,NULL); espeak_Synchronize();
  printf("fr: first samples after %.1f ms, %ld samples\n", first>0?(first-t1)*1e3:-1.0, samples);
  espeak_Terminate(); return 0;}
