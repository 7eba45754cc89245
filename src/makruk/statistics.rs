//! Makruk's part of the family's statistics (the file is the store's, its sections are
//! named in `crate::games`): for each person, games won, drawn and lost by colour and
//! opponent. Computers are not counted.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::store::names::bounded;

/// Makruk games of one player with one colour against one opponent.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MakrukRow {
    /// `white` or `black`.
    pub colour: String,
    /// `person`, or the computer's level (`beginner` … `master`).
    pub opponent: String,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
}

/// A finished Makruk game: each colour's name and computer level (`None` for a person),
/// and the PGN result (`1-0`, `0-1`, `1/2-1/2`).
pub struct MakrukGame<'a> {
    pub white: (String, Option<&'a str>),
    pub black: (String, Option<&'a str>),
    pub result: &'a str,
}

/// Counts a finished Makruk game for each person in it.
pub fn add(rows_of: &mut BTreeMap<String, Vec<MakrukRow>>, game: &MakrukGame<'_>) {
    let (white_score, black_score) = match game.result {
        "1-0" => (1, -1),
        "0-1" => (-1, 1),
        "1/2-1/2" => (0, 0),
        _ => return,
    };
    for (me, other, score, colour) in [
        (&game.white, &game.black, white_score, "white"),
        (&game.black, &game.white, black_score, "black"),
    ] {
        if me.1.is_some() {
            continue;
        }
        let opponent = other.1.unwrap_or("person").to_string();
        let rows = rows_of.entry(bounded(&me.0)).or_default();
        let row = match rows
            .iter_mut()
            .position(|r| r.colour == colour && r.opponent == opponent)
        {
            Some(i) => &mut rows[i],
            None => {
                rows.push(MakrukRow {
                    colour: colour.to_string(),
                    opponent,
                    ..MakrukRow::default()
                });
                rows.last_mut().expect("just pushed")
            }
        };
        match score {
            1 => row.won = row.won.saturating_add(1),
            0 => row.drawn = row.drawn.saturating_add(1),
            _ => row.lost = row.lost.saturating_add(1),
        }
    }
}
