//! Letting in a guest that found the game on the home network, which holds no
//! invitation: either the host's player says yes ("Chitra asks to join — Let in /
//! Refuse"), or the guest types the game's short code, which the host's lobby shows.
//!
//! The short code is six characters drawn from the invitation's secret (SHA-256 under a
//! tag of its own, written in Crockford's base 32: digits and capitals with no I, L, O or
//! U, so it is read aloud and typed without doubt). It is not the secret: knowing it
//! tells nothing of the invitation. A guest proves it as a hello proves the secret, by a
//! hash under another tag, so a log line does not give it away. Thirty bits are few for
//! the internet but many for a neighbour's guesses at one lobby on one home network,
//! each guess a new connection that the host closes.
//!
//! The host's part (who waits for an answer, for how long) is `host/admission.rs`.

use std::fmt;
use std::time::Duration;

use super::message::Bytes32;
use super::secret::sha256;

/// How long a guest's ask waits for the host's player before it counts as refused.
pub const ANSWER_WITHIN: Duration = Duration::from_secs(60);

/// Guests waiting for an answer at once: more are refused at once, so a neighbour's
/// flood of asks cannot bury the lobby.
pub const MAX_ASKING: usize = 4;

const CODE_TAG: &[u8] = b"dhayam online short code v1\0";
const CODE_PROOF_TAG: &[u8] = b"dhayam online short code proof v1\0";

/// Crockford's base 32: no I, L, O or U.
const ALPHABET: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/// The characters of a short code.
pub const CODE_LEN: usize = 6;

/// A game's short code: six characters of Crockford's base 32.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ShortCode([u8; CODE_LEN]);

impl ShortCode {
    /// The short code of the game whose invitation has `secret`.
    pub fn of(secret: &Bytes32) -> ShortCode {
        let hash = sha256(&[CODE_TAG, &secret.0]);
        // 30 bits from the hash's first four bytes, five at a time.
        let bits = u32::from_be_bytes([hash.0[0], hash.0[1], hash.0[2], hash.0[3]]);
        let mut code = [0u8; CODE_LEN];
        for (i, c) in code.iter_mut().enumerate() {
            *c = ALPHABET[((bits >> (27 - 5 * i)) & 31) as usize];
        }
        ShortCode(code)
    }

    /// What a hello carries to show the code.
    pub fn proof(&self) -> Bytes32 {
        sha256(&[CODE_PROOF_TAG, &self.0])
    }

    pub fn as_str(&self) -> &str {
        // Only ALPHABET's ASCII is ever stored.
        std::str::from_utf8(&self.0).unwrap_or("")
    }
}

impl fmt::Display for ShortCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for ShortCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ShortCode({self})")
    }
}

/// What is wrong with a typed short code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// Not six characters (spaces and dashes aside).
    Length,
    /// A character that is no letter or digit of the code.
    Character,
}

impl std::str::FromStr for ShortCode {
    type Err = CodeError;

    /// As a person types it: small letters or capitals, spaces and dashes anywhere, and
    /// O, I and L taken for 0, 1 and 1 as Crockford's reading does.
    fn from_str(text: &str) -> Result<ShortCode, CodeError> {
        let mut code = [0u8; CODE_LEN];
        let mut n = 0;
        for c in text.chars().filter(|c| !c.is_whitespace() && *c != '-') {
            let c = match c.to_ascii_uppercase() {
                'O' => '0',
                'I' | 'L' => '1',
                c => c,
            };
            if !c.is_ascii() || !ALPHABET.contains(&(c as u8)) {
                return Err(CodeError::Character);
            }
            if n == CODE_LEN {
                return Err(CodeError::Length);
            }
            code[n] = c as u8;
            n += 1;
        }
        if n != CODE_LEN {
            return Err(CodeError::Length);
        }
        Ok(ShortCode(code))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_code_is_six_characters_of_its_alphabet_and_reads_back() {
        for i in 0..=255u8 {
            let code = ShortCode::of(&Bytes32([i; 32]));
            assert_eq!(code.as_str().len(), CODE_LEN);
            assert!(code.as_str().bytes().all(|b| ALPHABET.contains(&b)));
            assert_eq!(code.as_str().parse::<ShortCode>(), Ok(code));
        }
        // Two secrets, two codes (they differ in almost every pair).
        assert_ne!(
            ShortCode::of(&Bytes32([1; 32])),
            ShortCode::of(&Bytes32([2; 32]))
        );
    }

    #[test]
    fn a_typed_code_is_read_as_a_person_types_it() {
        let code: ShortCode = "7K3-M9Q".parse().unwrap();
        assert_eq!(code.to_string(), "7K3M9Q");
        assert_eq!("7k3 m9q".parse::<ShortCode>(), Ok(code));
        assert_eq!(
            "o1l abc".parse::<ShortCode>().map(|c| c.to_string()),
            Ok("011ABC".to_string())
        );
        assert_eq!("7K3M9".parse::<ShortCode>(), Err(CodeError::Length));
        assert_eq!("7K3M9QX".parse::<ShortCode>(), Err(CodeError::Length));
        assert_eq!("7K3M9U".parse::<ShortCode>(), Err(CodeError::Character));
        assert_eq!("7K3M9அ".parse::<ShortCode>(), Err(CodeError::Character));
        assert_eq!("".parse::<ShortCode>(), Err(CodeError::Length));
    }

    #[test]
    fn the_code_and_its_proof_are_not_the_secret_s_proof() {
        let secret = Bytes32([9; 32]);
        let code = ShortCode::of(&secret);
        assert_ne!(code.proof(), crate::online::secret::proof(&secret));
        assert_ne!(code.proof(), secret);
    }
}
