//! How the window writes moves and squares: SAN as pychess.org and PGN write it (`Nf3`,
//! `Sxe4`), or Thai notation, where the pieces are their Thai initials and the board's
//! files and ranks are Thai letters and Thai digits, as Thai Makruk books name squares
//! (`ก๑` … `ญ๘`: the files ก ข ค ง จ ฉ ช ญ, the ranks ๑ to ๘).
//!
//! Thai notation is a display only: files and PGN always keep SAN, so a game reads the
//! same in every program.
//!
//! The folder holds Makruk's other writings of moves and games:
//! - [`typed`]: a move typed by a person, in SAN, UCI or Thai notation.
//! - [`pgn`]: PGN, read and written as pychess.org does.
//! - [`exchange`]: PGN to and from a game as the app keeps it (File ▸ Import PGN, Export PGN).

pub mod exchange;
pub mod pgn;
pub mod typed;

use serde::{Deserialize, Serialize};

use crate::makruk::rules::{File, Move, Position, Rank, Role, Square};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Notation {
    #[default]
    San,
    Thai,
}

/// The Thai files from White's left, a to h. The eighth is ญ: Thai books skip ซ.
const THAI_FILES: [char; 8] = ['ก', 'ข', 'ค', 'ง', 'จ', 'ฉ', 'ช', 'ญ'];
const THAI_DIGITS: [char; 8] = ['๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘'];

impl Notation {
    /// The move as the move list shows it. `mv` must be legal in `position`.
    pub fn write_move(self, position: &Position, mv: Move) -> String {
        let san = position.san(mv);
        match self {
            Notation::San => san,
            Notation::Thai => thai(&san),
        }
    }

    /// The letter on the board's edge below a file.
    pub fn file(self, file: File) -> char {
        match self {
            Notation::San => file.to_char(),
            Notation::Thai => THAI_FILES[file.index()],
        }
    }

    /// The figure on the board's edge beside a rank.
    pub fn rank(self, rank: Rank) -> char {
        match self {
            Notation::San => rank.to_char(),
            Notation::Thai => THAI_DIGITS[rank.index()],
        }
    }

    /// The letter a move names a piece by: K M S N R in SAN, ข ม็ ค ม ร in Thai; `None`
    /// for the bia, named by its square alone.
    pub fn role_letter(self, role: Role) -> Option<&'static str> {
        let (san, thai) = match role {
            Role::Khun => ("K", "ข"),
            Role::Met => ("M", "ม็"),
            Role::Khon => ("S", "ค"),
            Role::Ma => ("N", "ม"),
            Role::Ruea => ("R", "ร"),
            Role::Bia => return None,
        };
        Some(match self {
            Notation::San => san,
            Notation::Thai => thai,
        })
    }

    pub fn square(self, square: Square) -> String {
        [self.file(square.file()), self.rank(square.rank())]
            .iter()
            .collect()
    }
}

/// SAN written the Thai way. SAN's letters never collide (pieces are upper case, files
/// lower case, ranks digits), so each character maps on its own: ข khun, ม็ met (and a
/// promoted bia, `=ม็`), ค khon, ม ma, ร ruea; capture, check and mate keep `x`, `+`, `#`.
fn thai(san: &str) -> String {
    let mut out = String::with_capacity(san.len() * 3);
    for c in san.chars() {
        match c {
            'K' => out.push('ข'),
            'M' => out.push_str("ม็"),
            'S' => out.push('ค'),
            'N' => out.push('ม'),
            'R' => out.push('ร'),
            'a'..='h' => out.push(THAI_FILES[(c as u8 - b'a') as usize]),
            '1'..='8' => out.push(THAI_DIGITS[(c as u8 - b'1') as usize]),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::makruk::rules::START_FEN;

    fn written(fen: &str, uci: &str, notation: Notation) -> String {
        let p = Position::from_fen(fen).unwrap();
        let mv = p.parse_uci(uci).unwrap();
        notation.write_move(&p, mv)
    }

    #[test]
    fn each_piece_s_letter_is_the_one_its_moves_are_written_with() {
        assert_eq!(written("startpos", "b1d2", Notation::San), "Nd2");
        for role in Role::ALL {
            let san = Notation::San.role_letter(role);
            let thai = Notation::Thai.role_letter(role);
            assert_eq!(san.map(thai_of), thai.map(str::to_string), "{role:?}");
            assert_eq!(san.is_none(), role == Role::Bia);
        }
    }

    fn thai_of(letter: &str) -> String {
        thai(letter)
    }

    #[test]
    fn thai_notation_writes_pieces_files_and_ranks_in_thai() {
        assert_eq!(written(START_FEN, "b1d2", Notation::San), "Nd2");
        assert_eq!(written(START_FEN, "b1d2", Notation::Thai), "มง๒");
        assert_eq!(written(START_FEN, "e3e4", Notation::Thai), "จ๔");
        assert_eq!(written(START_FEN, "c1c2", Notation::Thai), "คค๒");
        assert_eq!(written(START_FEN, "e1d2", Notation::Thai), "ม็ง๒");
        // A promotion, a capture and the check mark.
        let fen = "8/8/2k5/4P3/8/8/8/K7 w - - 0 1";
        assert_eq!(written(fen, "e5e6m", Notation::San), "e6=M");
        assert_eq!(written(fen, "e5e6m", Notation::Thai), "จ๖=ม็");
        assert_eq!(
            written("k7/8/8/8/8/8/8/K6R w - - 0 1", "h1h8", Notation::Thai),
            "รญ๘+"
        );
        assert_eq!(
            written("k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1h8", Notation::Thai),
            "รญ๘#"
        );
        assert_eq!(
            written("k7/8/8/8/8/8/8/K6r w - - 0 1", "a1b2", Notation::Thai),
            "ขข๒"
        );
        assert_eq!(
            written("k7/8/8/8/8/8/1r6/K7 w - - 0 1", "a1b2", Notation::Thai),
            "ขxข๒"
        );
    }

    #[test]
    fn the_board_edge_reads_ko_to_yo_and_thai_digits() {
        let files: String = File::ALL.iter().map(|&f| Notation::Thai.file(f)).collect();
        assert_eq!(files, "กขคงจฉชญ");
        let ranks: String = Rank::ALL.iter().map(|&r| Notation::Thai.rank(r)).collect();
        assert_eq!(ranks, "๑๒๓๔๕๖๗๘");
        let e4: Square = "e4".parse().unwrap();
        assert_eq!(Notation::Thai.square(e4), "จ๔");
        assert_eq!(Notation::San.square(e4), "e4");
    }
}
