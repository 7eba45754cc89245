//! The move list's rows: each move in the person's notation, White's and Black's move of
//! a full move side by side (a game from a position with Black to move starts its first
//! row with "…").

use crate::makruk::notation::Notation;
use crate::makruk::rules::{Color, Game, Position};

/// The move list's rows: the move number, White's move and Black's ("…" where a game from
/// a position starts with Black). Made when the game changes, not every frame.
pub fn move_rows(game: &Game, notation: Notation) -> Vec<(u32, String, String)> {
    let mut position: Position = *game.start();
    let mut rows: Vec<(u32, String, String)> = Vec::new();
    for mv in game.moves() {
        let san = notation.write_move(&position, mv);
        let number = position.fullmoves();
        match position.turn() {
            Color::White => rows.push((number, san, String::new())),
            Color::Black => match rows.last_mut() {
                Some(row) if row.0 == number && row.2.is_empty() => row.2 = san,
                _ => rows.push((number, "…".into(), san)),
            },
        }
        position.play_unchecked(mv);
    }
    rows
}
