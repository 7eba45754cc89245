//! The dice: a seeded, value-stable generator of throws
//! (docs/src/reference/dhayam-rules.md, "Fair dice").
//!
//! ChaCha8 is specified bit for bit, and each throw reads one 32-bit word in a way written
//! down here (two bits per face, one bit per shell) rather than through `rand`'s
//! distributions: those may change their algorithms, and so the values they give, between
//! versions of `rand`, and a saved game is checked against the throws its seed gives. A
//! seed therefore gives the same throws on every platform and every version of the app, and
//! a game resumes by jumping straight to its word (`set_word_pos`). Everything else that is
//! random (a new game's seed, the computer players' choices) uses `rand`.

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use crate::dhayam::rules::{Face, Implement, Shells, Throw};
use crate::mix::{GOLDEN_GAMMA, splitmix64};

/// The expansion of a 64-bit seed into ChaCha's 32-byte key: the seed in little-endian
/// order, then zeros. Fixed forever: saved games depend on it.
pub fn chacha_from_seed(seed: u64) -> ChaCha8Rng {
    let mut key = [0u8; 32];
    key[..8].copy_from_slice(&seed.to_le_bytes());
    ChaCha8Rng::from_seed(key)
}

/// Who throws their own dice instead of the app's: a new game's "real dice" option. The
/// players tap the faces they threw; everything else (moves, hints, review, saves) is the
/// same. Computer seats use the app's seeded dice unless the players throw for them too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RealDice {
    /// The app throws for everyone.
    #[default]
    Off,
    /// People throw their own dice; computers use the app's.
    People,
    /// The players throw for every seat, computers' too.
    Everyone,
}

impl RealDice {
    /// Whether a seat's throws are entered by hand.
    pub fn by_hand(self, computer: bool) -> bool {
        match self {
            RealDice::Off => false,
            RealDice::People => !computer,
            RealDice::Everyone => true,
        }
    }

    pub fn is_off(&self) -> bool {
        *self == RealDice::Off
    }
}

/// Fair dice or shells, thrown from a seed.
#[derive(Clone, Debug)]
pub struct Dice {
    rng: ChaCha8Rng,
    seed: u64,
    thrown: u64,
}

impl Dice {
    pub fn from_seed(seed: u64) -> Dice {
        Dice {
            rng: chacha_from_seed(seed),
            seed,
            thrown: 0,
        }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// How many throws this generator has made.
    pub fn thrown(&self) -> u64 {
        self.thrown
    }

    /// The next throw of the long dice (D1).
    pub fn throw(&mut self) -> Throw {
        self.throw_with(Implement::LongDice)
    }

    /// The next throw of `implement`, one word each. Dice: the low two bits give the first
    /// die, the next two the second, so every face has exactly a quarter of the words.
    /// Shells: bit i is shell i, mouth up when set, so each shell falls either way in half
    /// of them (V1).
    #[inline]
    pub fn throw_with(&mut self, implement: Implement) -> Throw {
        let word = self.rng.next_u32();
        self.thrown += 1;
        throw_from_word(word, implement)
    }

    /// A generator positioned after `n` throws from `seed` (to resume a saved game).
    pub fn after(seed: u64, n: u64) -> Dice {
        let mut dice = Dice::from_seed(seed);
        // One word per throw: jump straight there instead of drawing n words.
        dice.rng.set_word_pos(u128::from(n));
        dice.thrown = n;
        dice
    }
}

/// The throw a word of the generator gives (see `Dice::throw_with`); the online table's
/// hashed throws are read the same way.
pub fn throw_from_word(word: u32, implement: Implement) -> Throw {
    match implement {
        Implement::LongDice => {
            let face = |bits: u32| Face::from_pips((bits & 3) as u8).expect("two bits are a face");
            Throw::new(face(word), face(word >> 2))
        }
        Implement::SixCowries => Throw::Shells(Shells::six(word as u8)),
        Implement::FourCowries => Throw::Shells(Shells::four(word as u8)),
    }
}

/// Independent seeds (one per simulated game or per player) derived from one: output
/// `index` of the SplitMix64 stream that starts at `seed`. Fixed forever: saved games'
/// computer players and self-play's dice depend on it.
pub fn derive_seed(seed: u64, index: u64) -> u64 {
    splitmix64(seed.wrapping_add(index.wrapping_mul(GOLDEN_GAMMA))).1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::rules::Value;

    fn first_values(seed: u64, n: usize) -> Vec<u8> {
        let mut dice = Dice::from_seed(seed);
        (0..n).map(|_| dice.throw().value().get()).collect()
    }

    /// If this test fails, saved games no longer replay: never change these numbers.
    #[test]
    fn dice_are_value_stable() {
        assert_eq!(first_values(0, 12), GOLDEN_SEED_0);
        assert_eq!(first_values(2026, 12), GOLDEN_SEED_2026);
    }

    const GOLDEN_SEED_0: [u8; 12] = [5, 3, 6, 6, 3, 5, 2, 6, 2, 3, 6, 2];
    const GOLDEN_SEED_2026: [u8; 12] = [1, 2, 5, 12, 6, 6, 3, 3, 12, 1, 1, 3];

    /// Derived seeds pick each computer's and each simulated game's randomness: never
    /// change these numbers (written down from the formula of release 0.1.0).
    #[test]
    fn derived_seeds_are_value_stable() {
        assert_eq!(derive_seed(0, 0), 0xe220_a839_7b1d_cdaf);
        assert_eq!(derive_seed(2026, 7), 0xcdf6_c4e5_63d8_e22d);
        assert_eq!(derive_seed(u64::MAX, u64::MAX), 0xb4d0_55fc_f2cb_bd7b);
    }

    #[test]
    fn dice_resume_after_n_throws() {
        let mut a = Dice::from_seed(77);
        for _ in 0..1001 {
            a.throw();
        }
        let mut b = Dice::after(77, 1001);
        for _ in 0..50 {
            assert_eq!(a.throw(), b.throw());
        }
    }

    /// Six cowries from seed 0: the same words as the dice's, read a shell a bit.
    #[test]
    fn v1_shells_are_value_stable() {
        let mut dice = Dice::from_seed(0);
        let thrown: Vec<u8> = (0..12)
            .map(|_| dice.throw_with(Implement::SixCowries).value().get())
            .collect();
        assert_eq!(thrown, GOLDEN_SHELLS_SEED_0);
    }

    const GOLDEN_SHELLS_SEED_0: [u8; 12] = [5, 2, 6, 5, 3, 3, 2, 5, 2, 4, 5, 2];

    #[test]
    fn d1_dice_follow_the_value_distribution() {
        follow_the_distribution(Implement::LongDice);
    }

    #[test]
    fn v1_shells_follow_the_value_distribution() {
        follow_the_distribution(Implement::SixCowries);
    }

    #[test]
    fn v2_four_shells_follow_the_value_distribution() {
        follow_the_distribution(Implement::FourCowries);
    }

    /// Exactly, not by sampling: the generator's words are uniform (ChaCha8's own
    /// promise), so the throws follow the rules' chances exactly when every pattern of a
    /// word's low byte (all the bits a throw reads) gives each value in its share of the
    /// 256, whatever the word's other bits are.
    fn follow_the_distribution(implement: Implement) {
        let mut counts = [0u32; Value::ALL.len()];
        for low in 0..=255u32 {
            let throw = throw_from_word(low, implement);
            counts[throw.value().ordinal()] += 1;
            for high in [0x100, 0xffff_ff00, 0x5a5a_a500, 0x8000_0000] {
                assert_eq!(
                    throw_from_word(low | high, implement),
                    throw,
                    "{implement:?}: word {:#x} reads bits past the low byte",
                    low | high
                );
            }
        }
        for v in Value::ALL {
            let expected = 256 / u32::from(implement.landings()) * u32::from(implement.chances(v));
            assert_eq!(
                counts[v.ordinal()],
                expected,
                "{implement:?}: value {v} in {} of 256 words, not {expected}",
                counts[v.ordinal()]
            );
        }
    }
}
