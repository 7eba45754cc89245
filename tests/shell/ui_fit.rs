//! Issue 62, point 5: every dialog of both games and of the window fits an 800×600 window
//! at 150% and at 200% (400×300 points), in all six languages: each one opened in a
//! fresh window, and every dialog, window and screen over the table found in egui's
//! areas must lie inside the window (what does not fit scrolls inside it).

use std::sync::mpsc;

use crate::ui_support::dhayam_table::{humans, quick_settings};
use crate::ui_support::{LARGE, SMALL, app_harness, practising, window};
use dhayam::dhayam::rules::Seat;
use dhayam::games::GameKind;
use dhayam::i18n::Lang;
use dhayam::shell::text as shell_text;
use dhayam::shell::{App, FileKind, FilePicker, Picked, ShellCommand};
use egui_kittest::Harness;

/// A system without file dialogs: the window's own path dialog opens instead.
struct NoDialogs;

impl FilePicker for NoDialogs {
    fn pick_open(&self, _ctx: &egui::Context, _kind: FileKind, answer: mpsc::Sender<Picked>) {
        answer.send(Picked::Unavailable).unwrap();
    }

    fn pick_save(
        &self,
        _ctx: &egui::Context,
        _kind: FileKind,
        _suggested: &str,
        answer: mpsc::Sender<Picked>,
    ) {
        answer.send(Picked::Unavailable).unwrap();
    }
}

/// A four-seat Dhayam game 30 throws and moves in (not saved: replacing it asks first).
fn dhayam_table() -> App {
    use dhayam::dhayam::ui::Session;
    let seats = [Seat::Red, Seat::Green, Seat::Yellow, Seat::Blue];
    let mut session = Session::new_with(humans(&seats, 5)).with_settings(quick_settings());
    session.advance(30);
    App::around(session).with_picker(Box::new(NoDialogs))
}

/// A four-seat Dhayam game played to its end: the game over window is up.
fn dhayam_over() -> App {
    use dhayam::dhayam::ui::Session;
    let seats = [Seat::Red, Seat::Green, Seat::Yellow, Seat::Blue];
    let mut session = Session::new_with(humans(&seats, 5)).with_settings(quick_settings());
    session.advance(100_000);
    assert!(session.game().position().is_over());
    App::around(session)
}

/// Two people at a Makruk table.
fn makruk_table() -> App {
    use crate::ui_support::makruk_table::somchai_and_malee;
    use dhayam::makruk::ui::session::{Looks, Session};
    App::around(Session::new(somchai_and_malee(), Looks::default()))
}

fn shell(h: &mut Harness<'static, App>, command: ShellCommand) {
    h.state_mut().apply(command);
}

type Open = fn(&mut Harness<'static, App>);

/// A dialog: its name, the table it opens over, how it is opened, and the words of a
/// button it must show (none for online's, whose buttons wait for the network).
type Dialog = (&'static str, fn() -> App, Open, fn() -> String);

/// The chooser's second card, as a screen reader names it.
fn makruk_card() -> String {
    format!("{}: {}", GameKind::Makruk.name(), GameKind::Makruk.line())
}

fn dialogs() -> Vec<Dialog> {
    use dhayam::dhayam::ui::{Command as D, text as d_text};
    use dhayam::makruk::ui::command::Command as M;
    #[allow(unused_mut)]
    let mut list: Vec<Dialog> = vec![
        (
            "settings",
            dhayam_table,
            |h| shell(h, ShellCommand::OpenSettings),
            shell_text::save,
        ),
        (
            "settings during Makruk",
            makruk_table,
            |h| shell(h, ShellCommand::OpenSettings),
            shell_text::save,
        ),
        (
            "statistics",
            dhayam_table,
            |h| shell(h, ShellCommand::OpenStatistics),
            shell_text::statistics_close,
        ),
        (
            "keys",
            dhayam_table,
            |h| shell(h, ShellCommand::OpenKeys),
            shell_text::keys_close,
        ),
        (
            "Makruk's keys",
            makruk_table,
            |h| shell(h, ShellCommand::OpenKeys),
            shell_text::keys_close,
        ),
        (
            "notices",
            dhayam_table,
            |h| shell(h, ShellCommand::OpenNoticeLog),
            shell_text::close,
        ),
        (
            "chooser",
            dhayam_table,
            |h| shell(h, ShellCommand::OpenChooser),
            makruk_card,
        ),
        (
            "save first?",
            dhayam_table,
            |h| {
                shell(h, ShellCommand::ChooseGame(GameKind::Makruk));
                assert!(h.state().save_first_open());
            },
            shell_text::cancel,
        ),
        (
            "path dialog",
            dhayam_table,
            |h| {
                shell(h, ShellCommand::SaveAs);
                h.run_steps(3);
                assert!(h.state().path_dialog_open());
            },
            shell_text::cancel,
        ),
        (
            "paste PGN",
            makruk_table,
            |h| shell(h, ShellCommand::PastePgn(String::new())),
            shell_text::paste_pgn_import,
        ),
        (
            "Dhayam's new game",
            dhayam_table,
            |h| h.state_mut().apply(D::OpenNewGameDialog),
            d_text::start,
        ),
        (
            "Dhayam's rules",
            dhayam_table,
            |h| h.state_mut().apply(D::OpenRules),
            d_text::rules_close,
        ),
        (
            "Dhayam's game over",
            dhayam_over,
            |_| {},
            d_text::play_again,
        ),
        (
            "Makruk's new game",
            makruk_table,
            |h| h.state_mut().apply(M::OpenNewGameDialog),
            || dhayam::i18n::tr("makruk-start"),
        ),
        (
            "Makruk's rules",
            makruk_table,
            |h| h.state_mut().apply(M::OpenRules),
            || M::CloseRules.text().unwrap_or_default(),
        ),
        (
            "Makruk's game over",
            makruk_table,
            |h| {
                h.state_mut().apply(M::TypeMove("e4".into()));
                h.run_steps(3);
                h.state_mut().apply(M::Resign);
                h.state_mut().apply(M::ConfirmResign);
            },
            || M::PlayAgain.text().unwrap_or_default(),
        ),
    ];
    #[cfg(feature = "online")]
    {
        use dhayam::shell::online::OnlineCommand;
        list.push((
            "hosting",
            dhayam_table,
            |h| shell(h, ShellCommand::Online(OnlineCommand::OpenHost)),
            String::new,
        ));
        list.push((
            "joining",
            makruk_table,
            |h| shell(h, ShellCommand::Online(OnlineCommand::OpenJoin)),
            String::new,
        ));
    }
    list
}

/// The areas over the table (dialogs, windows, screens) shown now, with their places.
fn shown_areas(h: &Harness<'_, App>) -> Vec<(egui::LayerId, egui::Rect)> {
    h.ctx.memory(|m| {
        let visible = m.areas().visible_layer_ids();
        m.layer_ids()
            .filter(|l| visible.contains(l))
            .filter(|l| matches!(l.order, egui::Order::Middle | egui::Order::Foreground))
            .filter_map(|l| m.area_rect(l.id).map(|r| (l, r)))
            .collect()
    })
}

#[test]
fn every_dialog_fits_800_by_600_at_150_and_200_percent_in_every_language() {
    let mut failures = Vec::new();
    for (name, table, open, _) in dialogs() {
        for lang in Lang::ALL {
            for scale in [1.5, 2.0] {
                let mut h = app_harness(table().with_language(lang), SMALL);
                let mut settings = h.state().settings();
                settings.window.ui_scale = scale;
                shell(&mut h, ShellCommand::ApplySettings(Box::new(settings)));
                h.run_steps(4);
                assert_eq!(h.ctx.zoom_factor(), scale);
                let before = shown_areas(&h).len();
                open(&mut h);
                // A centred dialog takes a few frames to settle its size.
                h.run_steps(8);
                let areas = shown_areas(&h);
                assert!(
                    areas.len() > before || name.contains("game over"),
                    "{name} ({lang:?}, {scale}) did not open"
                );
                let screen = h.ctx.content_rect().expand(0.5);
                for (layer, rect) in areas {
                    if !screen.contains_rect(rect) {
                        failures.push(format!(
                            "{name} ({lang:?}, {}%): {:?} at {rect:?}, outside {screen:?}",
                            scale * 100.0,
                            layer.id
                        ));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// With room to spare (1280×800 at 100%), every dialog shows its buttons whole, inside
/// its own frame: a dialog whose content was laid out in its area's size of the frame
/// before stopped at the first frame's guess (Makruk's new game, Start scrolled away).
#[test]
fn every_dialog_shows_its_buttons_at_1280_by_800() {
    use egui_kittest::kittest::{NodeT, Queryable};
    let mut failures = Vec::new();
    for (name, table, open, button) in dialogs() {
        for lang in Lang::ALL {
            let mut h = app_harness(table().with_language(lang), LARGE);
            open(&mut h);
            h.run_steps(8);
            let words = button();
            if words.is_empty() {
                continue;
            }
            let ppp = h.ctx.pixels_per_point();
            let window = h.ctx.content_rect();
            // The dialog's own area: smaller than the window (a modal's backdrop and
            // the chooser's shade cover all of it).
            let frames: Vec<egui::Rect> = shown_areas(&h)
                .into_iter()
                .map(|(_, r)| r)
                .filter(|r| r.width() < window.width() - 1.0 || r.height() < window.height() - 1.0)
                .collect();
            let shown = h.query_all_by_label(&words).any(|node| {
                node.accesskit_node().bounding_box().is_some_and(|b| {
                    let b = egui::Rect::from_min_max(
                        egui::pos2(b.x0 as f32, b.y0 as f32) / ppp,
                        egui::pos2(b.x1 as f32, b.y1 as f32) / ppp,
                    );
                    frames.iter().any(|f| f.expand(0.5).contains_rect(b))
                })
            });
            if !shown {
                failures.push(format!("{name} ({lang:?}): “{words}” is not shown in it"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Dhayam's game over at 800×600, in every language: every column of its table of places
/// shows whole inside the window's frame (Tamil's headings ran past its right edge, the
/// last two columns cut off; Thai's last one). Makruk's game over has no table.
#[test]
fn dhayam_game_over_shows_every_column_of_its_table_at_800_by_600() {
    use dhayam::dhayam::ui::text as d_text;
    use egui_kittest::kittest::{NodeT, Queryable};
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        let mut h = window(dhayam_over().with_language(lang), SMALL);
        h.run_steps(8);
        let ppp = h.ctx.pixels_per_point();
        let window = h.ctx.content_rect();
        // The game over's own frame: the area over the table smaller than the window.
        let frame = shown_areas(&h)
            .into_iter()
            .map(|(_, r)| r)
            .find(|r| r.width() < window.width() - 1.0)
            .expect("the game over is shown");
        for heading in [
            d_text::place_heading(),
            d_text::player(),
            d_text::throws(),
            d_text::moves(),
            d_text::cuts(),
            d_text::was_cut(),
        ] {
            let rects: Vec<egui::Rect> = h
                .query_all_by_label(&heading)
                .filter_map(|n| n.accesskit_node().bounding_box())
                .map(|b| {
                    egui::Rect::from_min_max(
                        egui::pos2(b.x0 as f32, b.y0 as f32) / ppp,
                        egui::pos2(b.x1 as f32, b.y1 as f32) / ppp,
                    )
                })
                .collect();
            if !rects.iter().any(|b| frame.expand(0.5).contains_rect(*b)) {
                failures.push(format!(
                    "{lang:?}: “{heading}” at {rects:?}, outside {frame:?}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Each game's exercise screen (issue 66) at 800×600, in every language: the field for a
/// typed answer shows its whole hint inside the window (Dhayam's field, 220 points wide,
/// cut Tamil's "உங்கள் விடையைத் தட்டச்சிடுக"; Makruk's had been widened to 300).
#[test]
fn the_exercise_screens_answer_field_shows_its_whole_hint_at_800_by_600() {
    use egui_kittest::kittest::{NodeT, Queryable};
    let mut failures = Vec::new();
    for game in GameKind::ALL {
        for lang in Lang::ALL {
            let mut h = window(practising(game).with_language(lang), SMALL);
            h.run_steps(4);
            let hint = dhayam::i18n::tr("learn-type");
            let ppp = h.ctx.pixels_per_point();
            let font = egui::TextStyle::Body.resolve(&h.ctx.global_style());
            let whole = h
                .ctx
                .fonts_mut(|f| f.layout_no_wrap(hint.clone(), font.clone(), egui::Color32::WHITE))
                .size()
                .x;
            let field = h.get_by_label(&hint);
            let b = field.accesskit_node().bounding_box().expect("on screen");
            // The field's inner width: its frame less the text's margins, 4 points a side.
            let inner = (b.x1 - b.x0) as f32 / ppp - 8.0;
            if inner < whole || b.x1 as f32 / ppp > 800.5 {
                failures.push(format!(
                    "{game:?} ({lang:?}): “{hint}” needs {whole}, the field shows {inner} and ends at {}",
                    b.x1 as f32 / ppp
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Makruk's table at 800×600, in every language, an earlier move looked at: the move list's
/// heading and Back to the game can be brought into the window (the panel scrolls where it
/// holds more than the window), the button's words on one line. Tamil's and Malayalam's
/// long buttons, one a row, pushed the heading below the window's edge where nothing
/// scrolled, and Tamil's Back to the game wrapped onto two lines beside the heading.
#[test]
fn makruk_s_move_list_and_back_to_the_game_show_at_800_by_600_in_every_language() {
    use crate::ui_support::makruk_table::play_in_window;
    use dhayam::i18n::tr;
    use dhayam::makruk::ui::command::Command as M;
    use egui_kittest::kittest::{NodeT, Queryable};
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        let mut h = app_harness(makruk_table().with_language(lang), SMALL);
        play_in_window(&mut h, &["e3e4", "d6d5", "e4d5"]);
        h.state_mut().apply(M::View(Some(1)));
        h.run_steps(4);
        let ppp = h.ctx.pixels_per_point();
        let window = h.ctx.content_rect();
        let row = h.ctx.global_style().spacing.interact_size.y;
        let back = M::View(None).text().unwrap();
        for name in [tr("makruk-moves"), back] {
            let Some(node) = h.query_all_by_label(&name).next() else {
                failures.push(format!("{lang:?}: no “{name}”"));
                continue;
            };
            node.scroll_to_me();
            h.run_steps(4);
            let b = h
                .get_by_label(&name)
                .accesskit_node()
                .bounding_box()
                .expect("a place");
            let rect = egui::Rect::from_min_max(
                egui::pos2(b.x0 as f32, b.y0 as f32) / ppp,
                egui::pos2(b.x1 as f32, b.y1 as f32) / ppp,
            );
            if !window.contains_rect(rect) || rect.height() > row + 4.0 {
                failures.push(format!("{lang:?}: “{name}” at {rect:?} in {window:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
