#ifndef SWIPEDECK_CESPEAKNG_SHIM_H
#define SWIPEDECK_CESPEAKNG_SHIM_H
// espeak-ng's library (speech synthesis in-process, samples handed back to the caller); only
// SwipeSDL's Speech/ files import this module. Why this and not speech-dispatcher: bench/speech_stacks.sh.
#include <espeak-ng/speak_lib.h>
#endif
