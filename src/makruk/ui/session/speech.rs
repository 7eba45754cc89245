//! What the table says aloud (the live region a screen reader speaks): the last move in
//! words, with the count when one runs and the result when the game is over; looking
//! back, the move looked at, numbered.

use super::Session;
use crate::makruk::rules::{Color, Role};
use crate::makruk::ui::{game_over, side, text};

/// How many moves the last-moves key reads.
const LAST_MOVES: usize = 4;

impl Session {
    /// The table's news in words, as the screen reader should hear it now.
    pub fn said(&self) -> String {
        let shown = self.viewing.unwrap_or(self.game.len());
        let last = shown.checked_sub(1).and_then(|last| {
            let mut before = *self.game.start();
            let mut moves = self.game.moves();
            for mv in moves.by_ref().take(last) {
                before.play_unchecked(mv);
            }
            moves
                .next()
                .map(|mv| text::said_move(&before, mv, self.looks.notation))
        });
        let words = last.unwrap_or_else(text::said_start);
        if self.viewing.is_some() {
            return text::said_viewing(shown, &words);
        }
        let mut sentences = vec![words];
        if self.finished() {
            sentences.push(game_over::reason(self));
        } else if let Some((honour, spoken, limit, _)) = side::shown_count(self) {
            sentences.push(text::count(honour, spoken, limit));
        }
        sentences.join(". ")
    }

    /// The whole position read aloud (R): each side's pieces by kind with their squares,
    /// then whose move it is, check and the count.
    pub fn said_position(&self) -> String {
        let position = self.shown_position();
        let board = position.board();
        let notation = self.looks.notation;
        let mut sentences: Vec<String> = Color::ALL
            .into_iter()
            .map(|color| {
                let kinds: Vec<String> = Role::ALL
                    .into_iter()
                    .flat_map(|role| {
                        // A promoted bia moves as a met but is named apart.
                        [false, true].map(|promoted| {
                            let squares: Vec<String> = board
                                .pieces(color, role)
                                .into_iter()
                                .filter(|&sq| board.is_promoted(sq) == promoted)
                                .map(|sq| notation.square(sq))
                                .collect();
                            (!squares.is_empty()).then(|| {
                                format!("{} {}", text::role(role, promoted), squares.join(", "))
                            })
                        })
                    })
                    .flatten()
                    .collect();
                format!("{}: {}", text::color(color), kinds.join("; "))
            })
            .collect();
        if self.viewing.is_none() {
            sentences.push(self.said());
        }
        let turn = text::to_move(&self.seat(position.turn()).name);
        sentences.push(if position.is_check() {
            format!("{turn}, {}", crate::i18n::tr("makruk-said-check"))
        } else {
            turn
        });
        sentences.join(". ")
    }

    /// The last few moves read aloud (L), the latest last.
    pub fn said_last_moves(&self) -> String {
        let mut position = *self.game.start();
        let mut said = Vec::with_capacity(self.game.len());
        for mv in self.game.moves() {
            said.push(text::said_move(&position, mv, self.looks.notation));
            position.play_unchecked(mv);
        }
        if said.is_empty() {
            return text::said_start();
        }
        said[said.len().saturating_sub(LAST_MOVES)..].join(". ")
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, set_language};
    use crate::makruk::notation::Notation;
    use crate::makruk::rules::{CountingMode, Position};
    use crate::makruk::ui::command::Command;
    use crate::makruk::ui::session::{GameConfig, Looks, Seat, Session};
    use crate::makruk::ui::text;

    fn said_move(fen: &str, uci: &str) -> String {
        let p = Position::from_fen(fen).unwrap();
        text::said_move(&p, p.parse_uci(uci).unwrap(), Notation::San)
    }

    #[test]
    fn m11_check_and_mate_are_spoken_in_english_and_tamil() {
        let check = ("k7/8/8/8/8/8/8/K6R w - - 0 1", "h1h8");
        let mate = ("k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1h8");
        let takes = ("k7/8/8/8/8/8/1r6/K7 w - - 0 1", "a1b2");
        set_language(Lang::En);
        assert_eq!(said_move(check.0, check.1), "White: ruea h1 to h8, check");
        assert_eq!(said_move(mate.0, mate.1), "White: ruea h1 to h8, checkmate");
        assert_eq!(
            said_move(takes.0, takes.1),
            "White: khun a1 takes ruea on b2"
        );
        set_language(Lang::Ta);
        assert_eq!(
            said_move(check.0, check.1),
            "வெள்ளை: தேர் h1-இலிருந்து h8-க்கு, செக்"
        );
        assert_eq!(
            said_move(mate.0, mate.1),
            "வெள்ளை: தேர் h1-இலிருந்து h8-க்கு, செக்மேட்"
        );
        set_language(Lang::En);
    }

    #[test]
    fn the_position_and_the_last_moves_are_read_aloud() {
        set_language(Lang::En);
        let person = |name: &str| Seat {
            name: name.into(),
            computer: None,
        };
        let mut config = GameConfig::new(person("Somchai"), person("Malee"));
        config.start = Position::from_fen("4k3/8/8/8/8/2P5/8/R3K3 w - - 0 1").unwrap();
        let looks = Looks {
            move_seconds: 0.0,
            ..Looks::default()
        };
        let mut session = Session::new(config, looks);
        assert_eq!(
            session.said_position(),
            "White: khun e1; ruea a1; bia c3. Black: khun e8. The starting position. Somchai to move"
        );
        for uci in ["a1a8", "e8e7", "c3c4"] {
            let mv = session.game().position().parse_uci(uci).unwrap();
            session.apply(Command::Play(mv));
        }
        assert_eq!(
            session.said_last_moves(),
            "White: ruea a1 to a8, check. Black: khun e8 to e7. White: bia c3 to c4"
        );
    }

    #[test]
    fn m17_a_count_starting_is_spoken_in_english_and_tamil() {
        for lang in [Lang::En, Lang::Ta] {
            set_language(lang);
            let person = |name: &str| Seat {
                name: name.into(),
                computer: None,
            };
            let mut config = GameConfig::new(person("Somchai"), person("Malee"));
            config.counting = CountingMode::Traditional;
            config.start = Position::from_fen("4k3/7R/7R/8/8/1r6/r7/3K4 b - - 0 1").unwrap();
            let mut session = Session::new(config, Looks::default());
            assert_eq!(session.said(), text::said_start());
            session.apply(Command::StartCount);
            let count = session.game().spoken_count().expect("a count");
            let spoken = text::count(count.honour, count.spoken(), count.limit_moves());
            assert_eq!(session.said(), format!("{}. {spoken}", text::said_start()));
        }
        set_language(Lang::En);
    }
}
