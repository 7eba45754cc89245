//! The move log in the side panel: every turn in words, newest at the bottom, so a
//! person can always say who threw what and what moved, computers' turns included; the
//! newest turn is spoken too (a live region, for screen readers).
//! Before the first throw it holds the few lines of how to play instead.

use std::sync::Arc;

use egui::{RichText, ScrollArea, Ui, vec2};

use super::text::Finish;
use super::{Command, GameConfig, seat_mark, text, theme};
use crate::dhayam::play::log::{Event, Turn};
use crate::dhayam::rules::{Options, Position, Seat};
use crate::i18n::Lang;
use crate::widgets::{announce, words};

/// How many turns the log shows: the latest ten rounds of four seats or so (the saved
/// game and the review keep them all). Every turn shown is laid out each frame: with 120
/// the table's frame took 1.38 ms against 0.63 before the log (`cargo bench --bench
/// frame`, one run each way).
const TURNS_SHOWN: usize = 40;

pub fn show(
    ui: &mut Ui,
    config: &GameConfig,
    position: &Position,
    log: &[Turn],
) -> Option<Command> {
    ui.label(
        RichText::new(text::log_title())
            .strong()
            .color(theme::text_dim()),
    );
    let finish = Finish::of(position.options());
    if log.is_empty() {
        // The live region is there before its first words, so that readers follow it.
        announce::live_region(ui, LIVE_REGION, "");
        return how_to_play(ui, position.options());
    }
    // A scroll area stuck to the bottom catches up with new lines one frame late; while
    // computers play the next frame may be a pause away, and the newest line stayed half
    // hidden meanwhile. So a frame that shows a new line asks for the next one at once.
    let size = (log.len(), log.last().map_or(0, |t| t.events.len()));
    let grew = ui.ctx().data_mut(|d| {
        let key = egui::Id::unique("move_log_size");
        let was = d.get_temp::<(usize, usize)>(key);
        d.insert_temp(key, size);
        was != Some(size)
    });
    if grew {
        ui.ctx().request_repaint();
    }
    // The log takes the panel's height that is left, whatever it is: a log reaching
    // below the panel's edge (egui's least scrolled height, 64 px) hid its newest lines
    // in a short window.
    let shown = &log[log.len().saturating_sub(TURNS_SHOWN)..];
    let words = words_of(ui.ctx(), config, finish, shown);
    // The newest turn's newest event, spoken as the turn grows (a throw, then what
    // became of it).
    let said = words.turns.last().map_or_else(String::new, TurnWords::news);
    announce::live_region(ui, LIVE_REGION, &said);
    let first = log.len() - shown.len();
    ScrollArea::vertical()
        .id_salt("move_log")
        .min_scrolled_height(ui.available_height().clamp(24.0, 64.0))
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show_viewport(ui, |ui, viewport| {
            ui.spacing_mut().item_spacing.y = 1.0;
            let top = ui.max_rect().top();
            let near = viewport.expand2(vec2(0.0, NEAR));
            let mut heights = Heights::of(ui.ctx(), &words, ui.available_width());
            for (i, (turn, said)) in shown.iter().zip(&words.turns).enumerate() {
                let y = ui.cursor().top() - top;
                match heights.tall[i] {
                    Some(tall) if y + tall < near.top() || y > near.bottom() => {
                        ui.allocate_space(vec2(ui.available_width(), tall));
                    }
                    _ => {
                        let rect = ui
                            .push_id(first + i, |ui| ui.vertical(|ui| show_turn(ui, turn, said)))
                            .response
                            .rect;
                        heights.tall[i] = Some(rect.height());
                    }
                }
            }
            heights.keep(ui.ctx());
        });
    None
}

/// How far beyond the visible part of the log turns are still laid out, in points, so a
/// scroll by the wheel meets turns that are there already.
const NEAR: f32 = 120.0;

/// One turn: the seat, the values thrown, and a line for each thing that became of them.
fn show_turn(ui: &mut Ui, turn: &Turn, said: &TurnWords) {
    ui.horizontal(|ui| {
        seat_mark::label_mark(ui, turn.seat, 14.0);
        ui.label(
            RichText::new(said.name.as_str())
                .strong()
                .color(theme::seat_text(turn.seat)),
        );
        for (value, lost) in &said.throws {
            let words = RichText::new(value.as_str()).strong();
            ui.label(if *lost {
                words.strikethrough().color(theme::text_dim())
            } else {
                words.color(theme::text())
            });
        }
    });
    for line in &said.lines {
        // Indented under the turn's heading, a long line wrapping under its own start.
        ui.horizontal_top(|ui| {
            ui.add_space(20.0);
            ui.add(egui::Label::new(RichText::new(line.as_str()).color(theme::text())).wrap());
        });
    }
    ui.add_space(3.0);
}

/// The height each shown turn took when it was last laid out, for the words and the
/// width it was laid out with. Only the turns in view (and `NEAR` them) are laid out in
/// a frame; the others keep their place by their height. Laying out all 40 was half of
/// the table's frame (`cargo bench --bench frame`). The turns out of view are then not
/// in the accessibility tree, as in any list that shows only what is in view.
#[derive(Clone)]
struct Heights {
    words: Arc<Words>,
    width: f32,
    tall: Vec<Option<f32>>,
}

impl Heights {
    fn id() -> egui::Id {
        egui::Id::unique("move_log_heights")
    }

    /// The heights kept, if they are of these words at this width; else none known.
    fn of(ctx: &egui::Context, words: &Arc<Words>, width: f32) -> Heights {
        ctx.data_mut(|d| d.get_temp::<Heights>(Self::id()))
            .filter(|h| Arc::ptr_eq(&h.words, words) && h.width == width)
            .unwrap_or_else(|| Heights {
                words: Arc::clone(words),
                width,
                tall: vec![None; words.turns.len()],
            })
    }

    fn keep(self, ctx: &egui::Context) {
        ctx.data_mut(|d| d.insert_temp(Self::id(), self));
    }
}

/// The shown turns in words: each seat's name, the values thrown (struck out when lost)
/// and the lines of what became of them.
struct Words {
    /// What they were told from: the language, the seats' names, what a seat home
    /// means, and the turns themselves.
    from: (Lang, [String; 4], Finish, Vec<Turn>),
    turns: Vec<TurnWords>,
}

struct TurnWords {
    name: String,
    throws: Vec<(String, bool)>,
    lines: Vec<String>,
    /// Whether the turn's newest event is a throw (else it is the last line's).
    threw_last: bool,
}

impl TurnWords {
    fn of(turn: &Turn, name_of: &impl Fn(Seat) -> String, finish: Finish) -> TurnWords {
        TurnWords {
            name: name_of(turn.seat),
            throws: turn
                .throws_marked()
                .into_iter()
                .map(|(t, lost)| (t.value().to_string(), lost))
                .collect(),
            lines: turn
                .events
                .iter()
                .filter_map(|event| text::log_line(turn.seat, event, name_of, finish))
                .collect(),
            threw_last: matches!(turn.events.last(), Some(Event::Threw(_))),
        }
    }

    /// The turn's newest event, as the live region speaks it while the turn grows: the
    /// throw ("Yellow threw 3"), or what became of it ("Yellow: 3: d7 to a7"). Each is
    /// said once; the whole turn is the L key's.
    fn news(&self) -> String {
        match (self.threw_last, self.lines.last(), self.throws.last()) {
            (false, Some(line), _) => text::said_line(&self.name, line),
            (_, _, Some((value, _))) => {
                text::said_turn(&self.name, std::slice::from_ref(value), &[])
            }
            _ => String::new(),
        }
    }

    /// The turn as the live region speaks it.
    fn said(&self) -> String {
        let values: Vec<String> = self.throws.iter().map(|(v, _)| v.clone()).collect();
        text::said_turn(&self.name, &values, &self.lines)
    }
}

/// The live region the log speaks in (a key may ask it to read other words).
pub const LIVE_REGION: &str = "move_log_said";

/// The last `n` turns as the live region speaks them, the latest last (the L key).
pub fn said_turns(config: &GameConfig, finish: Finish, turns: &[Turn], n: usize) -> String {
    let name_of = |seat: Seat| config.name(seat);
    turns[turns.len().saturating_sub(n)..]
        .iter()
        .map(|turn| TurnWords::of(turn, &name_of, finish).said())
        .collect::<Vec<_>>()
        .join(". ")
}

/// The shown turns' words, told once for each change of the log, the language or the
/// names: a frame lays out every shown turn, and telling them through Fluent each frame
/// was a fifth of the log's time (`cargo bench --bench frame`).
fn words_of(
    ctx: &egui::Context,
    config: &GameConfig,
    finish: Finish,
    shown: &[Turn],
) -> Arc<Words> {
    let key = egui::Id::unique("move_log_words");
    let names = Seat::ALL.map(|seat| config.name(seat));
    let lang = crate::i18n::language();
    let kept = ctx.data_mut(|d| d.get_temp::<Arc<Words>>(key));
    if let Some(words) = kept
        && words.from.0 == lang
        && words.from.1 == names
        && words.from.2 == finish
        && words.from.3 == shown
    {
        return words;
    }
    let name_of = |seat: Seat| names[seat.index()].clone();
    let turns = shown
        .iter()
        .map(|turn| TurnWords::of(turn, &name_of, finish))
        .collect();
    let words = Arc::new(Words {
        from: (lang, names, finish, shown.to_vec()),
        turns,
    });
    ctx.data_mut(|d| d.insert_temp(key, Arc::clone(&words)));
    words
}

/// The first lines a newcomer needs, and a button to the whole rules (the top bar's
/// Rules button opens them too). The lines are shown whole or not at all: in a short
/// window a scroll area cut them off after the first one or two, and nobody scrolls a
/// text they have not started to read. What does not fit is left to the rules button,
/// which then says what it opens.
fn how_to_play(ui: &mut Ui, options: &Options) -> Option<Command> {
    let width = ui.available_width();
    let gap = ui.spacing().item_spacing.y;
    // Each line with its words, laid out so that Thai breaks between words.
    let lay_out = |words: String| {
        let galley = words::galley(ui, RichText::new(&words).color(theme::text_dim()), width);
        (words, galley)
    };
    let heading = {
        let words = text::how_to_play();
        let galley = words::galley(
            ui,
            RichText::new(&words).strong().color(theme::text_dim()),
            width,
        );
        (words, galley)
    };
    let lines: Vec<_> = text::help(options).into_iter().map(lay_out).collect();
    let empty = lay_out(text::log_empty());
    let tall = |(_, g): &(String, std::sync::Arc<egui::Galley>)| g.size().y + gap;
    let show = |ui: &mut Ui, (words, galley): (String, std::sync::Arc<egui::Galley>)| {
        words::show(ui, galley, &words);
    };
    let button_tall = 26.0 + gap;
    let room = ui.available_height() - button_tall;
    let everything = tall(&empty) + 4.0 + tall(&heading) + lines.iter().map(tall).sum::<f32>();
    let all_fit = everything <= room;

    // The log's own line goes first when space is short: the title above already says
    // what the box will hold.
    let mut used = 0.0;
    if all_fit {
        show(ui, empty);
        ui.add_space(4.0);
        used += tall(&heading);
        show(ui, heading);
    } else if tall(&heading) <= room {
        used += tall(&heading);
        show(ui, heading);
    }
    for line in lines {
        if used + tall(&line) > room {
            break;
        }
        used += tall(&line);
        show(ui, line);
    }
    let label = if all_fit {
        RichText::new("?").strong()
    } else {
        RichText::new(text::rules_hint())
    };
    ui.add(egui::Button::new(label).min_size(vec2(44.0, 26.0)))
        .on_hover_text(text::rules_hint())
        .clicked()
        .then_some(Command::OpenRules)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::play::game::{Game, tests::play_on};
    use crate::dhayam::rules::{Options, SeatSet};
    use crate::dhayam::ui::Player;

    /// A turn in words: the seat's name, the throws (lost or not) and the lines.
    type Said = (String, Vec<(String, bool)>, Vec<String>);

    /// The words told from scratch, as every frame told them before they were kept.
    fn told(config: &GameConfig, turns: &[Turn]) -> Vec<Said> {
        let name_of = |seat| config.name(seat);
        turns
            .iter()
            .map(|turn| {
                let throws = turn
                    .throws_marked()
                    .into_iter()
                    .map(|(t, lost)| (t.value().to_string(), lost))
                    .collect();
                let lines = turn
                    .events
                    .iter()
                    .filter_map(|e| text::log_line(turn.seat, e, &name_of, Finish::King))
                    .collect();
                (config.name(turn.seat), throws, lines)
            })
            .collect()
    }

    fn kept(words: &Words) -> Vec<Said> {
        let turn = |t: &TurnWords| (t.name.clone(), t.throws.clone(), t.lines.clone());
        words.turns.iter().map(turn).collect()
    }

    /// The log's words kept between frames are always the words of the turns shown now:
    /// told anew when the log grows, when an undo and another move leave it as long as
    /// before, when the language changes and when a seat is renamed.
    #[test]
    fn the_log_words_kept_are_the_words_of_the_turns_shown() {
        let ctx = egui::Context::default();
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let mut config = GameConfig::with_players(
            &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
            4,
        );
        let mut game = Game::new(Options::default(), seats, 4).unwrap();
        let check = |config: &GameConfig, game: &Game| {
            let log = game.log();
            let words = words_of(&ctx, config, Finish::King, &log);
            assert_eq!(kept(&words), told(config, &log));
        };
        play_on(&mut game, 60, |moves| moves[0]);
        check(&config, &game);
        play_on(&mut game, 90, |moves| moves[0]);
        check(&config, &game);
        // The same length, another last move (where there was a choice).
        let mut other = game.clone();
        let one_more = |game: &Game| game.record().plies.len() + 1;
        while other.position().legal_moves().len() < 2 || other.position().needs_throw() {
            let plies = one_more(&other);
            play_on(&mut other, plies, |moves| moves[0]);
        }
        let before = other.log();
        let mut last = other.clone();
        let plies = one_more(&other);
        play_on(&mut other, plies, |moves| moves[0]);
        play_on(&mut last, plies, |moves| moves[moves.len() - 1]);
        assert_ne!(other.log(), last.log(), "two moves, two logs");
        assert!(before.len() <= other.log().len());
        check(&config, &other);
        check(&config, &last);
        crate::i18n::set_language(Lang::Ta);
        check(&config, &last);
        crate::i18n::set_language(Lang::En);
        config.seats[Seat::Red.index()].name = "Kavya".into();
        check(&config, &last);
    }

    /// A long log lays out only the turns in view: the oldest of the 40 shown is not in
    /// the tree, the newest is; scrolling up, as a screen reader asks the scroll area to,
    /// brings the oldest in.
    #[test]
    fn only_the_turns_in_view_are_laid_out_and_scrolling_brings_the_others() {
        use egui_kittest::kittest::Queryable;
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let config = GameConfig::with_players(
            &[(Seat::Red, Player::Human), (Seat::Yellow, Player::Human)],
            4,
        );
        let mut game = Game::new(Options::default(), seats, 4).unwrap();
        play_on(&mut game, 400, |moves| moves[0]);
        let log = game.log();
        assert!(log.len() > TURNS_SHOWN, "{} turns", log.len());
        let position = *game.position();
        let shown = &log[log.len() - TURNS_SHOWN..];
        // A turn's first line, told as the log tells it: "3: a4 to b5" may be said by
        // more than one turn, so the count of each is compared.
        let first_line = |turn: &Turn| {
            let name_of = |seat| config.name(seat);
            turn.events
                .iter()
                .find_map(|e| text::log_line(turn.seat, e, &name_of, Finish::King))
                .expect("a turn with a line")
        };
        let (oldest, newest) = (first_line(&shown[0]), first_line(&shown[TURNS_SHOWN - 1]));
        let mut h = egui_kittest::Harness::builder()
            .with_size(vec2(320.0, 300.0))
            .build_ui(|ui| {
                show(ui, &config, &position, &log);
            });
        h.run();
        let lines = |h: &egui_kittest::Harness<'_>, line: &str| h.query_all_by_label(line).count();
        assert!(
            lines(&h, &newest) > 0,
            "the newest line {newest:?} is in view"
        );
        let oldest_anywhere = shown.iter().filter(|t| first_line(t) == oldest).count();
        let laid_out = h.query_all_by_role(egui::accesskit::Role::Label).count();
        assert!(
            lines(&h, &oldest) < oldest_anywhere,
            "the oldest turn {oldest:?} is out of view and not laid out"
        );
        for _ in 0..200 {
            if lines(&h, &oldest) == oldest_anywhere {
                break;
            }
            let any_line = h
                .query_all_by_role(egui::accesskit::Role::Label)
                .last()
                .expect("a line in the log");
            any_line.scroll_up();
            h.run();
        }
        assert!(
            lines(&h, &oldest) > 0,
            "scrolled up, the oldest line {oldest:?} is there"
        );
        // Far fewer labels than the 40 turns' (each at least two) were laid out at once.
        assert!(laid_out < TURNS_SHOWN, "{laid_out} labels laid out");
    }
}
