#ifndef SWIPEDECK_CONCURRENCY_HOOK_H
#define SWIPEDECK_CONCURRENCY_HOOK_H

/// The address of Swift's `swift_task_enqueueGlobal_hook`: the function that, when set, receives
/// every job enqueued on the global concurrency executor. Resolved by the linker, not by dlsym,
/// so it is found in a binary with the Swift runtime linked statically (which exports no symbols).
void **concurrency_enqueue_global_hook(void);

#endif
