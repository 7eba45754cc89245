//! The invitation's per-game secret, and each end's fresh random values.
//!
//! A guest proves it holds the invitation by sending SHA-256 of the secret under a tag
//! of its own, never the secret itself, so a log line or a message shown by mistake does
//! not give the secret away. (The transport encrypts and authenticates the host's key;
//! the secret keeps out strangers who learn that key.)
//!
//! The state machines read no clock and no system randomness: each end is given 32 bytes
//! of entropy when it is made and derives what it needs (seeds, tokens, contributions)
//! from them by hashing a counter under a tag, so tests replay exactly and the caller
//! decides where the entropy comes from (the operating system, in the app).

use sha2::{Digest, Sha256};

use super::message::Bytes32;

const COMMITMENT_TAG: &[u8] = b"dhayam online dice commitment v1\0";
const PROOF_TAG: &[u8] = b"dhayam online invitation proof v1\0";

/// What a hello carries to show the invitation's secret.
pub fn proof(secret: &Bytes32) -> Bytes32 {
    sha256(&[PROOF_TAG, &secret.0])
}

/// SHA-256 of the parts, one after the other.
pub(crate) fn sha256(parts: &[&[u8]]) -> Bytes32 {
    let mut hasher = Sha256::new();
    for part in parts {
        hasher.update(part);
    }
    Bytes32(hasher.finalize().into())
}

/// What the host publishes before the first throw: the hidden dice seed's commitment
/// (the throws from it are the game's: Dhayam's `dhayam::online::dice`).
pub fn commitment(seed: &Bytes32) -> Bytes32 {
    sha256(&[COMMITMENT_TAG, &seed.0])
}

/// Compares without stopping at the first difference, so timing tells a guesser nothing.
pub fn same(a: &Bytes32, b: &Bytes32) -> bool {
    a.0.iter()
        .zip(b.0.iter())
        .fold(0u8, |acc, (x, y)| acc | (x ^ y))
        == 0
}

/// 32 bytes from the operating system's randomness: an end's entropy, an invitation's
/// secret, an endpoint's key. (Only the app and the CLI call this; the state machines are
/// given what it returns.)
pub fn fresh() -> [u8; 32] {
    use rand::RngExt;
    let mut bytes = [0u8; 32];
    rand::rng().fill(&mut bytes[..]);
    bytes
}

/// Fresh values from one end's entropy: a counter hashed under a tag per purpose.
#[derive(Clone)]
pub struct Entropy {
    key: Bytes32,
    drawn: u64,
}

impl Entropy {
    pub fn new(key: Bytes32) -> Entropy {
        Entropy { key, drawn: 0 }
    }

    /// A value never drawn before from this entropy.
    pub fn draw(&mut self, purpose: &[u8]) -> Bytes32 {
        self.drawn += 1;
        sha256(&[
            b"dhayam online entropy v1\0",
            purpose,
            &self.key.0,
            &self.drawn.to_be_bytes(),
        ])
    }
}

impl std::fmt::Debug for Entropy {
    /// Never printed: it would give the seed away.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Entropy(drawn {})", self.drawn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hash itself: SHA-256 of "abc" (FIPS 180-2, appendix B.1).
    #[test]
    fn sha256_is_sha256() {
        assert_eq!(
            sha256(&[b"ab", b"c"]).to_hex(),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn proof_is_not_the_secret_and_depends_on_it() {
        let a = Bytes32([1; 32]);
        let b = Bytes32([2; 32]);
        assert_ne!(proof(&a), a);
        assert_ne!(proof(&a), proof(&b));
        assert!(same(&proof(&a), &proof(&a)));
        assert!(!same(&proof(&a), &proof(&b)));
    }

    #[test]
    fn entropy_never_repeats_a_value() {
        let mut e = Entropy::new(Bytes32([5; 32]));
        let x = e.draw(b"seed");
        let y = e.draw(b"seed");
        assert_ne!(x, y);
    }
}
