//! The system's sound device, through rodio (the `sound` feature). rodio is the
//! well-kept RustAudio crate over cpal: it opens the default output device and mixes
//! any number of sounds at once, which is all the table needs; kira would add a game
//! engine's tweening and clocks we have no use for, and cpal alone would mean writing
//! the mixer. The sounds are embedded, decoded once at start.

use std::collections::HashMap;
use std::num::NonZero;

use rodio::buffer::SamplesBuffer;
use rodio::{DeviceSinkBuilder, MixerDeviceSink, Source};

use super::{Kind, Mixer, decode_wav};

pub struct DeviceMixer {
    sink: MixerDeviceSink,
    sounds: HashMap<Kind, (u32, Vec<f32>)>,
}

fn bytes(sound: Kind) -> &'static [u8] {
    match sound {
        Kind::Dice => include_bytes!("../../../assets/sounds/dice.wav"),
        Kind::DiceTwelve => include_bytes!("../../../assets/sounds/dice-twelve.wav"),
        Kind::Step => include_bytes!("../../../assets/sounds/step.wav"),
        Kind::Enter => include_bytes!("../../../assets/sounds/enter.wav"),
        Kind::Cut => include_bytes!("../../../assets/sounds/cut.wav"),
        Kind::Gate => include_bytes!("../../../assets/sounds/gate.wav"),
        Kind::Home => include_bytes!("../../../assets/sounds/home.wav"),
        Kind::King => include_bytes!("../../../assets/sounds/king.wav"),
        Kind::Place => include_bytes!("../../../assets/sounds/place.wav"),
        Kind::Capture => include_bytes!("../../../assets/sounds/capture.wav"),
        Kind::Check => include_bytes!("../../../assets/sounds/check.wav"),
        Kind::Mate => include_bytes!("../../../assets/sounds/mate.wav"),
        Kind::YourTurn => include_bytes!("../../../assets/sounds/turn.wav"),
    }
}

impl DeviceMixer {
    /// Opens the default output device, or says why there is none.
    pub fn open() -> Result<DeviceMixer, String> {
        let mut sink = DeviceSinkBuilder::open_default_sink().map_err(|e| e.to_string())?;
        sink.log_on_drop(false);
        let sounds = Kind::ALL
            .into_iter()
            .filter_map(|s| decode_wav(bytes(s)).map(|d| (s, d)))
            .collect();
        Ok(DeviceMixer { sink, sounds })
    }
}

impl Mixer for DeviceMixer {
    fn play(&mut self, sound: Kind, volume: f32) {
        let Some((rate, samples)) = self.sounds.get(&sound) else {
            return;
        };
        let Some(rate) = NonZero::new(*rate) else {
            return;
        };
        let buffer = SamplesBuffer::new(NonZero::<u16>::MIN, rate, samples.clone());
        self.sink
            .mixer()
            .add(buffer.amplify(volume.clamp(0.0, 1.0)));
    }
}
