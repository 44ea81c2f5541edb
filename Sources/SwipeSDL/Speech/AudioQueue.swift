internal import CSDL2

/// SDL's audio output as a queue of 16-bit mono samples: what SDL's chosen driver plays (PipeWire,
/// PulseAudio, ALSA; `SDL_AUDIODRIVER=disk` writes it to `SDL_DISKAUDIOFILE`, as the tests do). Opened
/// on the `Speaker`'s thread, so a slow sound server never holds up a frame.
final class AudioQueue {
    private let device: SDL_AudioDeviceID

    /// Opens the default output at `sampleRate` Hz, mono; nil (and `problem`) when there is none.
    init?(sampleRate: Int, problem: inout String?) {
        guard SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)) == 0 else {
            problem = "no audio output (\(String(cString: SDL_GetError())))"
            return nil
        }
        var wanted = SDL_AudioSpec()
        wanted.freq = Int32(sampleRate)
        wanted.format = SDL_AudioFormat(AUDIO_S16LSB)
        wanted.channels = 1
        wanted.samples = 1024
        var got = SDL_AudioSpec()
        let device = SDL_OpenAudioDevice(nil, 0, &wanted, &got, 0)
        guard device > 0 else {
            problem = "no audio output (\(String(cString: SDL_GetError())))"
            SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
            return nil
        }
        self.device = device
        SDL_PauseAudioDevice(device, 0)
    }

    deinit {
        SDL_CloseAudioDevice(device)
        SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    }

    /// Adds `samples` after what is queued.
    func append(_ samples: UnsafeBufferPointer<Int16>) {
        guard let base = samples.baseAddress else { return }
        SDL_QueueAudio(device, base, UInt32(samples.count * MemoryLayout<Int16>.size))
    }

    /// Drops what is queued and not yet played (a newer utterance interrupts).
    func clear() { SDL_ClearQueuedAudio(device) }
}
