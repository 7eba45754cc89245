//! Dhayam's rules overlay: docs/src/reference/dhayam-rules.md in short sections, in the
//! window's language, each with a small picture painted by the real board and dice
//! painters, in the shell's overlay frame. Opened from the top bar, the "?" button or F1 at
//! any moment.

use egui::{RichText, Ui, vec2};

use super::DiceView;
use super::dice;
use super::{Command, board, text, theme};
use crate::dhayam::rules::{
    Board, Face, Implement, Move, Options, Pairs, Pawn, Position, Progress, Seat, Shells, Throw,
    Value,
};
use crate::i18n::tr;
use crate::widgets::{rules_frame, words};

/// The sections, in order: the message id prefix of each (`rules-<id>-title`, `-body`,
/// `-caption`).
pub const SECTIONS: [&str; 9] = [
    "dice", "board", "enter", "move", "cut", "gate", "centre", "win", "house",
];

/// The sections a game shows: a game of cowries tells of its shells where the seeds' game
/// tells of its dice, a game on the 5×5 board of that board (its route, safe squares and
/// gate), and a game of partners or of pairs has a section on them before the house rules.
fn sections_for(options: &Options) -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = SECTIONS
        .iter()
        .map(|&id| match (id, options.dice, options.board) {
            ("dice", Implement::SixCowries, _) => "shells",
            ("dice", Implement::FourCowries, _) => "four-shells",
            ("board", _, Board::Five) => "small-board",
            _ => id,
        })
        .collect();
    if options.teams {
        ids.insert(ids.len() - 1, "partners");
    }
    if !options.gate {
        // Without the gate (V9) the house rules say so; there is no gate to explain.
        ids.retain(|id| *id != "gate");
    }
    match options.pairs {
        Pairs::Off => {}
        Pairs::Block => ids.insert(ids.len() - 1, "pairs"),
        Pairs::Twin => ids.insert(ids.len() - 1, "twins"),
    }
    ids
}

/// Which body a section reads under `options`: the words of the game in force where a
/// house rule changes them (four shells enter and throw again on other values, V2; a seat
/// home throws for its partner, V14; the small board without its gate, V9).
fn body_of(id: &str, options: &Options) -> &'static str {
    match id {
        "enter" | "move" if options.dice == Implement::FourCowries => "body-four",
        "partners" if options.for_partner => "body-forpartner",
        "small-board" if !options.gate => "body-nogate",
        _ => "body",
    }
}

/// A section's title in the window's language.
pub fn section_title(id: &str) -> String {
    tr(&format!("rules-{id}-title"))
}

fn section_text(id: &str, part: &str) -> String {
    tr(&format!("rules-{id}-{part}"))
}

pub use crate::widgets::rules_frame::RulesOverlay;

/// Shows the overlay over the game (the shell's frame, Dhayam's sections); returns
/// `CloseRules` when it is closed.
pub fn show(ui: &mut Ui, overlay: &mut RulesOverlay, options: &Options) -> Option<Command> {
    let ids = sections_for(options);
    let titles: Vec<String> = ids.iter().map(|id| section_title(id)).collect();
    let frame = rules_frame::Frame {
        title: &text::rules_title(),
        contents: &text::rules_contents(),
        close: &Command::CloseRules.text().unwrap_or_default(),
        sections: &titles,
    };
    let closed = rules_frame::show(ui, overlay, &frame, &mut |ui, i, width| {
        section(ui, ids[i], options, width)
    });
    closed.then_some(Command::CloseRules)
}

/// A section under its title: the words, and the picture with its caption (the house
/// rules in force instead, for the last).
fn section(ui: &mut Ui, id: &str, options: &Options, width: f32) {
    words::label(
        ui,
        RichText::new(section_text(id, body_of(id, options))).color(theme::text()),
    );
    ui.add_space(4.0);
    if id == "gate" {
        // The side panel marks an open gate with a small arrow: say so where the gate
        // is explained.
        ui.horizontal_top(|ui| {
            super::side::gate_icon(ui, theme::highlight());
            words::label(
                ui,
                RichText::new(text::rules_gate_panel()).color(theme::text()),
            );
        });
        ui.add_space(4.0);
    }
    if id == "house" {
        house_rules(ui, options);
    } else {
        picture(ui, id, options.board, width);
        words::label(
            ui,
            RichText::new(section_text(id, "caption"))
                .small()
                .italics()
                .color(theme::text_dim()),
        );
    }
}

/// Each house rule: its name, its value in this game, the usual value, and a mark when
/// this game plays it differently.
fn house_rules(ui: &mut Ui, options: &Options) {
    let usual = Options::default();
    for key in Options::KEYS {
        let value = options.get(key).unwrap_or_default();
        let default = usual.get(key).unwrap_or_default();
        let differs = value != default;
        egui::Frame::new()
            .inner_margin(egui::Margin::symmetric(8, 4))
            .corner_radius(6.0)
            .fill(if differs {
                theme::darker(theme::brass(), 0.7)
            } else {
                egui::Color32::TRANSPARENT
            })
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(text::option_title(key)).strong());
                    ui.label(text::rules_in_game(&text::option_value(key, &value)));
                    if differs {
                        ui.label(
                            RichText::new(format!("» {}", text::rules_changed()))
                                .color(theme::highlight()),
                        );
                        ui.label(
                            RichText::new(text::rules_usual(&text::option_value(key, &default)))
                                .color(theme::text_dim()),
                        );
                    }
                });
                words::label(
                    ui,
                    RichText::new(text::option_explanation(key, options))
                        .small()
                        .color(theme::text_dim()),
                );
            });
    }
}

/// A section's picture.
fn picture(ui: &mut Ui, id: &str, board: Board, width: f32) {
    let size = width.clamp(160.0, 240.0);
    if id == "shells" {
        shells_picture(ui, size, [Shells::six(0b011_011), Shells::six(0)]);
        return;
    }
    if id == "four-shells" {
        shells_picture(ui, size, [Shells::four(0b0101), Shells::four(0)]);
        return;
    }
    if id == "dice" {
        ui.horizontal(|ui| {
            for faces in [[Face::One, Face::Two], [Face::Blank, Face::Blank]] {
                let (rect, response) =
                    ui.allocate_exact_size(vec2(size * 0.8, size * 0.45), egui::Sense::hover());
                let words = format!(
                    "{}, {}",
                    text::die(1, faces[0].pips()),
                    text::die(2, faces[1].pips())
                );
                response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &words));
                dice::paint(
                    ui.painter(),
                    rect,
                    faces,
                    &DiceView {
                        cleared: false,
                        shown: Throw::Sticks(faces),
                        anim: None,
                        now: 0.0,
                        can_throw: false,
                    },
                );
                let value = faces.iter().map(|f| f.pips()).sum::<u8>();
                let value = if value == 0 { 12 } else { value };
                ui.label(
                    RichText::new(format!("= {value}"))
                        .size(28.0)
                        .strong()
                        .color(theme::brass_light()),
                );
                ui.add_space(16.0);
            }
        });
        return;
    }
    let Some((position, shown)) = example(id, board) else {
        return;
    };
    let moves: Vec<Move> = shown.into_iter().collect();
    let route = matches!(id, "board" | "small-board").then_some(Seat::Red);
    // Named for screen readers as R reads a table, with the move drawn on it.
    let mut words = text::position_said(&position, text::seat);
    words.extend(shown.map(|mv| text::move_words(&position, mv, text::seat)));
    let words = words.join(". ");
    board::diagram(ui, &position, &moves, shown, route, size)
        .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &words));
}

/// Two throws of cowries: some mouth up, counted, and none, counting 12 of six or 8 of four.
fn shells_picture(ui: &mut Ui, size: f32, throws: [Shells; 2]) {
    ui.horizontal(|ui| {
        for shells in throws {
            let (rect, response) =
                ui.allocate_exact_size(vec2(size * 0.8, size * 0.45), egui::Sense::hover());
            let words = text::shells_landed(Throw::Shells(shells));
            response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &words));
            super::shells::paint(ui.painter(), rect, shells, None, 0.0);
            ui.label(
                RichText::new(format!("= {}", Throw::Shells(shells).value()))
                    .size(28.0)
                    .strong()
                    .color(theme::brass_light()),
            );
            ui.add_space(16.0);
        }
    });
}

/// The position a section shows on `board`, and the move drawn on it. The sections of
/// every game (entering, moving, cutting, the gate, the centre, winning) are drawn on the
/// board in force; the variants' own sections on the board their captions name.
fn example(id: &str, board: Board) -> Option<(Position, Option<Move>)> {
    if board == Board::Five
        && let Some(dpn) = small_board_example(id)
    {
        let mut options = Options::default();
        options.board = Board::Five;
        options.dice = Implement::FourCowries;
        let position = Position::from_dpn(dpn, options).ok()?;
        let shown = position
            .legal_moves()
            .iter()
            .copied()
            .find(|m| matches!(m, Move::Pawn { from, .. } if *from != Pawn::Cut));
        return Some((position, shown));
    }
    // Yellow's pawn on g6, where Red's pawn from g2 lands with a 4.
    let yellow_g6 = Board::Seven
        .progress_on_route(Seat::Yellow, "g6".parse().ok()?)
        .get();
    let dpn = match id {
        "board" => "n,n,n,n/n,n,n,n/n,n,n,n/n,n,n,n R - -".to_string(),
        "enter" => "n,n,n,n/-/n,n,n,n/- R - 1".to_string(),
        "move" => "n,n,n,3/-/n,n,n,n/- R - 4".to_string(),
        "cut" => format!("n,n,n,4/-/n,n,n,{yellow_g6}/- R - 4"),
        "gate" => "n,n,n,21/-/n,n,n,x/- R R 4".to_string(),
        "centre" => "n,n,30,45/-/n,n,n,x/- R R 3".to_string(),
        "win" => "48,48,48,48/-/n,n,x,5/- R R -".to_string(),
        // Red's pawn on f7 cannot move 1 onto Yellow's, its partner's, on e7 (V12).
        "partners" => "n,n,n,10/n,n,n,n/n,n,n,23/n,n,n,n R - 1 -".to_string(),
        // Green's pair on g5 stops Red's pawn on g2 from passing with a 4 (V17).
        "pairs" => "n,n,n,4/n,n,1,1/n,n,n,n/- R - 4".to_string(),
        // Red's twin on g2 moves 1 onto Green's twin on g3 and cuts both (V18).
        "twins" => "n,n,4,4/n,n,23,23/n,n,n,n/n,n,n,n R - 1".to_string(),
        _ => return None,
    };
    let mut options = Options::default();
    options.teams = id == "partners";
    match id {
        "pairs" => options.pairs = Pairs::Block,
        "twins" => options.pairs = Pairs::Twin,
        _ => {}
    }
    let position = Position::from_dpn(&dpn, options).ok()?;
    let shown = match id {
        "board" | "win" | "partners" | "pairs" => None,
        // The twin's move, not the entry the same 1 allows.
        "twins" => Some(Move::Pawn {
            from: Pawn::At(Progress::new(4)?),
            value: Value::ONE,
        }),
        _ => position.legal_moves().iter().copied().find(|m| {
            matches!(m, Move::Pawn { from, .. } if *from != Pawn::Cut)
                && !matches!(m, Move::Pawn { from: Pawn::At(p), .. } if p.get() == 30)
        }),
    };
    Some((position, shown))
}

/// The common sections' positions on the 5×5 board (V8's routes), each with one move.
fn small_board_example(id: &str) -> Option<&'static str> {
    Some(match id {
        "small-board" => "n,n,n,n/n,n,n,n/n,n,n,n/n,n,n,n R - -",
        "enter" => "n,n,n,n/-/n,n,n,n/- R - 1",
        "move" => "n,n,n,3/-/n,n,n,n/- R - 4",
        // Yellow's pawn at 14 stands on e5, where Red's pawn from e1 lands with a 4.
        "cut" => "n,n,n,2/-/n,n,n,14/- R - 4",
        "gate" => "n,n,n,14/-/n,n,n,x/- R R 4",
        "centre" => "n,n,n,21/-/n,n,n,x/- R R 3",
        "win" => "24,24,24,24/-/n,n,x,5/- R R -",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn v2_v9_v14_each_section_reads_the_words_of_the_game_in_force() {
        for rules in [
            "",
            "dice=cowrie4,board=5x5",
            "dice=cowrie4,board=5x5,gate=off",
            "teams=on,forpartner=on,pairs=twin",
            "dice=cowrie6,pairs=block",
        ] {
            let options: Options = rules.parse().unwrap();
            for id in sections_for(&options) {
                let key = format!("rules-{id}-{}", body_of(id, &options));
                let words = tr(&key);
                assert!(!words.is_empty() && words != key, "{rules}: {key}");
            }
        }
        let four: Options = "dice=cowrie4".parse().unwrap();
        assert_eq!(body_of("enter", &four), "body-four");
        let ids = sections_for(&"gate=off".parse().unwrap());
        assert!(!ids.contains(&"gate"));
    }

    /// V5: on the 5×5 board the common sections are drawn on the small board, each with
    /// the move its caption tells of.
    #[test]
    fn v5_the_small_board_draws_its_own_examples() {
        for id in ["enter", "move", "cut", "gate", "centre", "win"] {
            let (position, shown) =
                example(id, Board::Five).unwrap_or_else(|| panic!("{id} on 5x5"));
            assert_eq!(position.board(), Board::Five, "{id}");
            assert_eq!(shown.is_none(), id == "win", "{id}: {shown:?}");
            if let Some(Move::Pawn { from, value }) = shown {
                let landing = position.landing(Seat::Red, from, value).unwrap();
                match id {
                    "cut" => assert!(landing.cut.is_some()),
                    "gate" => assert!(!landing.to.is_outer(Board::Five)),
                    "centre" => assert_eq!(landing.to, Progress::centre(Board::Five)),
                    _ => {}
                }
            }
        }
        assert!(example("win", Board::Five).unwrap().0.is_over());
    }

    #[test]
    fn every_example_is_a_legal_position_with_its_move() {
        for id in SECTIONS {
            if matches!(id, "dice" | "house") {
                continue;
            }
            let (position, shown) =
                example(id, Board::Seven).unwrap_or_else(|| panic!("{id} example"));
            if !matches!(id, "board" | "win") {
                assert!(shown.is_some(), "{id} shows a move in {position}");
            }
        }
        let (cut, mv) = example("cut", Board::Seven).unwrap();
        let Some(Move::Pawn { from, value }) = mv else {
            panic!("a move")
        };
        assert!(cut.landing(Seat::Red, from, value).unwrap().cut.is_some());
        let (win, _) = example("win", Board::Seven).unwrap();
        assert!(win.is_over());
        let (partners, shown) = example("partners", Board::Seven).expect("the partners' example");
        assert_eq!(shown, None);
        assert!(partners.options().teams);
        let (small, _) = example("small-board", Board::Five).expect("the 5×5 board's example");
        assert_eq!(small.board(), Board::Five);
        let (twins, shown) = example("twins", Board::Seven).expect("the twins' example");
        let Some(Move::Pawn { from, value }) = shown else {
            panic!("the twin's move is shown")
        };
        let (after, report) = twins
            .play(Move::Pawn { from, value })
            .expect("a legal move");
        assert_eq!(report.cut, Some(Seat::Green));
        assert_eq!(after.to_dpn(), "n,n,5,5/n,n,x,x/n,n,n,n/n,n,n,n R R -");
        let (pairs, _) = example("pairs", Board::Seven).expect("the pairs' example");
        assert_eq!(pairs.legal_moves().as_slice(), [Move::Pass]);
        let one = crate::dhayam::rules::Value::ONE;
        assert!(matches!(
            partners.landing(Seat::Red, Pawn::At(Progress::new(10).unwrap()), one),
            Err(crate::dhayam::rules::IllegalMove::PartnerThere(_))
        ));
    }
}
