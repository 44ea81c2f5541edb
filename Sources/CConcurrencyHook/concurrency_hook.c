#include "concurrency_hook.h"

// Defined by the Swift concurrency runtime (libswift_Concurrency), statically or dynamically linked.
extern void *swift_task_enqueueGlobal_hook;

void **concurrency_enqueue_global_hook(void) { return &swift_task_enqueueGlobal_hook; }
