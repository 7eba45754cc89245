//! The sounds the window can play, one file each (`Kind`): dice landing, a pawn's steps,
//! entering, a cut, the gate opening, a pawn home, the King; a piece set down, a capture,
//! check and mate; and, at a distance, your turn. Each game names its own sounds and maps them to these kinds; it queues
//! them (`SoundQueue`) and the shell plays them through a `Mixer`, at the volume the
//! settings give, unless muted. The real mixer (`device`) exists only with the
//! `sound` feature, which needs the system's sound library to build; without it, and in
//! tests, the window is silent. The sounds are ours: `assets/sounds/make_sounds.py`
//! renders them.

#[cfg(feature = "sound")]
pub mod device;

use std::sync::{Arc, Mutex};

/// A sound the window can play: one of the files under `assets/sounds/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Two long dice landing.
    Dice,
    /// Two blanks: a 12 lands with a brighter ring.
    DiceTwelve,
    /// A pawn's step from square to square.
    Step,
    /// A pawn put on its home square.
    Enter,
    Cut,
    /// A seat's gate opens (its first cut).
    Gate,
    /// A pawn reaches the centre.
    Home,
    /// The King of the game.
    King,
    /// A piece set down.
    Place,
    Capture,
    Check,
    Mate,
    /// A game at a distance: a move from another window made it a person's here turn.
    YourTurn,
}

impl Kind {
    pub const ALL: [Kind; 13] = [
        Kind::Dice,
        Kind::DiceTwelve,
        Kind::Step,
        Kind::Enter,
        Kind::Cut,
        Kind::Gate,
        Kind::Home,
        Kind::King,
        Kind::Place,
        Kind::Capture,
        Kind::Check,
        Kind::Mate,
        Kind::YourTurn,
    ];

    /// The sound's file under `assets/sounds/`, without `.wav`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Dice => "dice",
            Kind::DiceTwelve => "dice-twelve",
            Kind::Step => "step",
            Kind::Enter => "enter",
            Kind::Cut => "cut",
            Kind::Gate => "gate",
            Kind::Home => "home",
            Kind::King => "king",
            Kind::Place => "place",
            Kind::Capture => "capture",
            Kind::Check => "check",
            Kind::Mate => "mate",
            Kind::YourTurn => "turn",
        }
    }
}

/// The sounds a game has asked for (its own `S`), each with the moment it is due (a
/// dice's landing at the end of its tumble, a pawn's steps as it walks), until the shell
/// takes them.
#[derive(Clone, Debug)]
pub struct SoundQueue<S> {
    due: Vec<(f64, S)>,
}

impl<S> Default for SoundQueue<S> {
    fn default() -> SoundQueue<S> {
        SoundQueue { due: Vec::new() }
    }
}

impl<S: Copy> SoundQueue<S> {
    /// `sound` at time `at` (the window's clock, in seconds).
    pub fn push_at(&mut self, at: f64, sound: S) {
        self.due.push((at, sound));
    }

    /// The sounds due by `now`, in order; the later ones wait.
    pub fn take_due(&mut self, now: f64) -> Vec<S> {
        let mut due: Vec<(f64, S)> = Vec::new();
        self.due.retain(|&(at, sound)| {
            if at <= now {
                due.push((at, sound));
                false
            } else {
                true
            }
        });
        due.sort_by(|a, b| a.0.total_cmp(&b.0));
        due.into_iter().map(|(_, s)| s).collect()
    }

    /// When the next sound is due, if one waits.
    pub fn next_due(&self) -> Option<f64> {
        self.due.iter().map(|(at, _)| *at).reduce(f64::min)
    }

    /// Forgets what has not played yet (an undo, a new game).
    pub fn clear(&mut self) {
        self.due.clear();
    }
}

/// Plays sounds. Driven through this trait so tests run silent and can hear what was
/// asked for.
pub trait Mixer {
    /// Plays `sound` at `volume` (0 silent, 1 full), over whatever is playing.
    fn play(&mut self, sound: Kind, volume: f32);
}

/// No sound at all: tests, and systems without a sound device or the `sound` feature.
#[derive(Debug, Default)]
pub struct Silent;

impl Mixer for Silent {
    fn play(&mut self, _sound: Kind, _volume: f32) {}
}

/// Keeps every sound asked for (and its volume), for tests to read.
#[derive(Clone, Debug, Default)]
pub struct Recorder(pub Arc<Mutex<Vec<(Kind, f32)>>>);

impl Recorder {
    pub fn heard(&self) -> Vec<Kind> {
        self.0
            .lock()
            .map(|v| v.iter().map(|(s, _)| *s).collect())
            .unwrap_or_default()
    }
}

impl Mixer for Recorder {
    fn play(&mut self, sound: Kind, volume: f32) {
        if let Ok(mut heard) = self.0.lock() {
            heard.push((sound, volume));
        }
    }
}

/// The mixer of the real window: the system's sound device when the app was built with
/// the `sound` feature and a device answers, else silence, said once on the log.
pub fn system_mixer() -> Box<dyn Mixer> {
    #[cfg(feature = "sound")]
    {
        match device::DeviceMixer::open() {
            Ok(mixer) => return Box::new(mixer),
            Err(e) => eprintln!("dhayam: no sound ({e}); playing silently"),
        }
    }
    Box::new(Silent)
}

/// A 16-bit mono PCM WAV file's samples, as floats, and its sample rate. Only what
/// `make_sounds.py` writes is read; anything else gives `None`.
pub fn decode_wav(bytes: &[u8]) -> Option<(u32, Vec<f32>)> {
    let u16_at = |i: usize| Some(u16::from_le_bytes(bytes.get(i..i + 2)?.try_into().ok()?));
    let u32_at = |i: usize| Some(u32::from_le_bytes(bytes.get(i..i + 4)?.try_into().ok()?));
    if bytes.get(0..4)? != b"RIFF" || bytes.get(8..12)? != b"WAVE" {
        return None;
    }
    let mut at = 12;
    let mut rate = None;
    while at + 8 <= bytes.len() {
        let id = bytes.get(at..at + 4)?;
        let len = u32_at(at + 4)? as usize;
        let body = at + 8;
        if id == b"fmt " {
            let (format, channels, bits) = (u16_at(body)?, u16_at(body + 2)?, u16_at(body + 14)?);
            if format != 1 || channels != 1 || bits != 16 {
                return None;
            }
            rate = Some(u32_at(body + 4)?);
        } else if id == b"data" {
            let data = bytes.get(body..body.checked_add(len)?)?;
            let samples = data
                .chunks_exact(2)
                .map(|c| f32::from(i16::from_le_bytes([c[0], c[1]])) / 32768.0)
                .collect();
            return Some((rate?, samples));
        }
        at = body.checked_add(len + (len & 1))?;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The files as the app embeds them with the `sound` feature.
    fn file(sound: Kind) -> Vec<u8> {
        let path = format!(
            "{}/assets/sounds/{}.wav",
            env!("CARGO_MANIFEST_DIR"),
            sound.name()
        );
        std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    #[test]
    fn every_sound_is_a_short_file_and_all_together_are_under_500_kb() {
        let mut total = 0;
        for sound in Kind::ALL {
            let bytes = file(sound);
            total += bytes.len();
            let (rate, samples) = decode_wav(&bytes).expect("a 16-bit mono WAV");
            assert_eq!(rate, 22_050);
            let secs = samples.len() as f32 / rate as f32;
            assert!((0.03..=1.0).contains(&secs), "{sound:?} lasts {secs} s");
            let peak = samples.iter().fold(0.0_f32, |m, s| m.max(s.abs()));
            assert!(peak > 0.1, "{sound:?} is all but silent");
        }
        assert!(total < 500 * 1024, "{total} bytes");
    }

    #[test]
    fn queued_sounds_come_out_when_due_and_in_order() {
        let mut q = SoundQueue::default();
        q.push_at(1.0, Kind::Cut);
        q.push_at(0.5, Kind::Step);
        q.push_at(2.0, Kind::King);
        assert!(q.take_due(0.1).is_empty());
        assert_eq!(q.take_due(1.0), [Kind::Step, Kind::Cut]);
        q.clear();
        assert!(q.take_due(5.0).is_empty());
    }

    #[test]
    fn anything_but_our_wav_files_decodes_to_nothing() {
        assert!(decode_wav(b"").is_none());
        assert!(decode_wav(b"RIFF\0\0\0\0WAVEdata").is_none());
        let mut stereo = file(Kind::Step);
        stereo[22] = 2;
        assert!(decode_wav(&stereo).is_none());
        // A data chunk that claims more than the file holds.
        let mut cut = file(Kind::Step);
        cut.truncate(60);
        assert!(decode_wav(&cut).is_none());
    }
}
