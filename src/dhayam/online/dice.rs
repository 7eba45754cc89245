//! Dice that nobody can fake or foresee, across the network.
//!
//! Before the first throw the host draws a hidden 32-byte seed and publishes its
//! commitment, SHA-256 of the seed. Throw k (from 1) is SHA-256 of the seed, a fresh
//! 32-byte contribution from a guest, and k: the contribution is made only when the
//! throw is asked for, after the commitment, so the host cannot foresee or steer the
//! throw (its seed is fixed) and the guest cannot either (the seed is hidden). At the end
//! the host reveals the seed, and each guest checks the commitment and every throw.
//!
//! The seed's commitment and the hash are the protocol's (`online::secret`); the throws
//! are Dhayam's, so this file is in Dhayam's folder.
//!
//! The throw comes from the hash's first byte the way `dhayam::play::dice` reads its
//! word: the low two bits are the first die, the next two the second; or bit i is shell
//! i, mouth up when set. Each of the 16 pairs of faces is exactly a sixteenth of all
//! bytes, each of the 64 shell patterns a sixty-fourth, so the values keep D1's and V1's
//! chances exactly. The domain tags and the byte layout are the protocol:
//! the test vectors below pin them.

use crate::dhayam::play::dice::throw_from_word;
use crate::dhayam::rules::{Implement, Throw};
use crate::online::record::{Checked, DiceCheckError};
use crate::online::secret::{commitment, sha256};
use crate::online::{Bytes32, SeatId};

const THROW_TAG: &[u8] = b"dhayam online dice throw v1\0";

/// Throw number `k` (from 1) of `implement` from the hidden seed and the contribution
/// made for it.
pub fn throw_for(seed: &Bytes32, contribution: &Bytes32, k: u32, implement: Implement) -> Throw {
    let hash = sha256(&[THROW_TAG, &seed.0, &contribution.0, &k.to_be_bytes()]);
    throw_from_byte(hash.0[0], implement)
}

fn throw_from_byte(byte: u8, implement: Implement) -> Throw {
    throw_from_word(u32::from(byte), implement)
}

/// A throw as Dhayam keeps it, enough to check it once the seed is known (the online
/// record's `ThrowEntry` read back, or a file's throw with its contribution).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThrowEntry {
    /// The throw's number, from 1.
    pub k: u32,
    pub seat: SeatId,
    pub contribution: Bytes32,
    pub throw: Throw,
}

/// Checks a revealed seed against the commitment and every throw of the game.
pub fn verify(
    commitment_seen: &Bytes32,
    seed: &Bytes32,
    throws: &[ThrowEntry],
) -> Result<Checked, DiceCheckError> {
    if commitment(seed) != *commitment_seen {
        return Err(DiceCheckError::Commitment);
    }
    for (i, entry) in throws.iter().enumerate() {
        let expected_k = i as u32 + 1;
        if entry.k != expected_k {
            return Err(DiceCheckError::Numbering {
                found: entry.k,
                expected: expected_k,
            });
        }
        // The table refused any throw of other dice or shells than the game's, so the
        // recorded throw names the implement.
        let expected = throw_for(seed, &entry.contribution, entry.k, entry.throw.implement());
        if expected != entry.throw {
            return Err(DiceCheckError::Throw {
                k: entry.k,
                recorded: entry.throw.to_string(),
                expected: expected.to_string(),
            });
        }
    }
    Ok(Checked {
        throws: throws.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// If this test fails, games played online no longer verify: never change these.
    #[test]
    fn dice_mapping_is_pinned_by_test_vectors() {
        let seed = Bytes32([0x11; 32]);
        let contribution = Bytes32([0x22; 32]);
        assert_eq!(commitment(&seed).to_hex(), GOLDEN_COMMITMENT);
        let throws: Vec<String> = (1..=12)
            .map(|k| throw_for(&seed, &contribution, k, Implement::LongDice).to_string())
            .collect();
        assert_eq!(throws, GOLDEN_THROWS);
    }

    // Computed independently (Python's hashlib), not by this code.
    const GOLDEN_COMMITMENT: &str =
        "63d09647a11eb6cd50de9e3d6b7276f1caf3cf7e993cdfd246578fd28f11fc4b";
    const GOLDEN_THROWS: [&str; 12] = [
        "2+1=3", "3+2=5", "1+3=4", "0+2=2", "2+2=4", "1+3=4", "3+0=3", "0+3=3", "3+0=3", "2+3=5",
        "3+3=6", "2+1=3",
    ];

    #[test]
    fn d1_every_byte_maps_to_the_dice_chances_exactly() {
        for implement in Implement::ALL {
            let mut counts = [0u32; 8];
            for byte in 0..=255u8 {
                counts[throw_from_byte(byte, implement).value().ordinal()] += 1;
            }
            for v in implement.values().iter().copied() {
                assert_eq!(
                    u64::from(counts[v.ordinal()]) * u64::from(implement.landings()),
                    256 * u64::from(implement.chances(v)),
                    "{implement:?} {v}"
                );
            }
        }
    }

    #[test]
    fn each_contribution_changes_the_throws() {
        let seed = Bytes32([3; 32]);
        let a: Vec<Throw> = (1..=40)
            .map(|k| throw_for(&seed, &Bytes32([1; 32]), k, Implement::LongDice))
            .collect();
        let b: Vec<Throw> = (1..=40)
            .map(|k| throw_for(&seed, &Bytes32([2; 32]), k, Implement::LongDice))
            .collect();
        assert_ne!(a, b);
    }

    fn game(seed: &Bytes32, n: u32) -> Vec<ThrowEntry> {
        (1..=n)
            .map(|k| {
                let contribution = sha256(&[b"guest", &k.to_le_bytes()]);
                ThrowEntry {
                    k,
                    seat: SeatId((k % 2) as u8 * 2),
                    contribution,
                    throw: throw_for(seed, &contribution, k, Implement::LongDice),
                }
            })
            .collect()
    }

    #[test]
    fn an_honest_game_verifies_and_says_so() {
        let seed = Bytes32([9; 32]);
        let checked = verify(&commitment(&seed), &seed, &game(&seed, 212)).unwrap();
        assert_eq!(checked.to_string(), "All 212 throws checked");
    }

    #[test]
    fn a_changed_throw_or_seed_is_caught() {
        let seed = Bytes32([9; 32]);
        let mut throws = game(&seed, 30);
        let real = throws[16].throw;
        let fake = Implement::LongDice
            .all_throws()
            .into_iter()
            .find(|t| *t != real)
            .unwrap();
        throws[16].throw = fake;
        let error = verify(&commitment(&seed), &seed, &throws).unwrap_err();
        assert_eq!(
            error,
            DiceCheckError::Throw {
                k: 17,
                recorded: fake.to_string(),
                expected: real.to_string()
            }
        );
        assert!(error.to_string().starts_with("throw 17 was "));
        let other = Bytes32([8; 32]);
        assert_eq!(
            verify(&commitment(&seed), &other, &game(&other, 3)),
            Err(DiceCheckError::Commitment)
        );
        let mut skipped = game(&seed, 5);
        skipped.remove(2);
        assert_eq!(
            verify(&commitment(&seed), &seed, &skipped),
            Err(DiceCheckError::Numbering {
                found: 4,
                expected: 3
            })
        );
    }
}
