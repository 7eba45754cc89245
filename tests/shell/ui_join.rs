//! Issue 61: File ▸ Play online ▸ Join a game reads the invitation as it is pasted. A
//! damaged host key or an invitation cut short is said under the field before Join, in
//! the player's language, and a long paste stays inside the dialog, which stays inside
//! an 800×600 window with its words and its Join button in sight.

use crate::ui_support::{LARGE, SMALL, app_harness};
use dhayam::games::GameKind;
use dhayam::i18n::Lang;
use dhayam::online::{Bytes32, HostAddress, Invitation, InvitationError};
use dhayam::shell::online::{OnlineCommand, text as online_text};
use dhayam::shell::{App, ShellCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// A window in `lang` at `size` with the Join dialog open over a Makruk table.
fn join_dialog(lang: Lang, size: egui::Vec2) -> Harness<'static, App> {
    use crate::ui_support::makruk_table::somchai_and_malee;
    use dhayam::makruk::ui::session::{Looks, Session};
    let app = App::around(Session::new(somchai_and_malee(), Looks::default())).with_language(lang);
    let mut h = app_harness(app, size);
    h.state_mut()
        .apply(ShellCommand::Online(OnlineCommand::OpenJoin));
    h.run_steps(6);
    h
}

/// Pastes `text` into the invitation's field, as Ctrl+V does.
fn paste(h: &mut Harness<'static, App>, text: &str) {
    h.get_by_label(&online_text::paste_here()).focus();
    h.run_steps(1);
    h.event(egui::Event::Paste(text.to_string()));
    h.run_steps(8);
}

/// An invitation to a Makruk game on this machine with the host key `key`.
fn invitation(key: [u8; 32]) -> String {
    Invitation {
        game: GameKind::Makruk,
        host: HostAddress {
            key: Bytes32(key),
            addresses: vec!["127.0.0.1:4711".parse().unwrap()],
            relay: None,
        },
        secret: Bytes32([0x5e; 32]),
    }
    .to_string()
}

/// Where the node named `words` lies, in points.
fn rect_of(h: &Harness<'static, App>, words: &str) -> Option<egui::Rect> {
    let ppp = h.ctx.pixels_per_point();
    let node = h.query_by_label(words)?;
    let b = node.accesskit_node().bounding_box()?;
    Some(egui::Rect::from_min_max(
        egui::pos2(b.x0 as f32, b.y0 as f32) / ppp,
        egui::pos2(b.x1 as f32, b.y1 as f32) / ppp,
    ))
}

/// The dialog's own area (the modal's backdrop covers the whole window).
fn dialog_rect(h: &Harness<'static, App>) -> egui::Rect {
    let window = h.ctx.content_rect();
    h.ctx
        .memory(|m| {
            let visible = m.areas().visible_layer_ids();
            m.layer_ids()
                .filter(|l| visible.contains(l) && l.order == egui::Order::Foreground)
                .filter_map(|l| m.area_rect(l.id))
                .find(|r| r.width() < window.width() - 1.0 || r.height() < window.height() - 1.0)
        })
        .expect("the Join dialog is shown")
}

fn join_enabled(h: &Harness<'static, App>) -> bool {
    !h.get_by_label(&online_text::join_button())
        .accesskit_node()
        .is_disabled()
}

#[test]
fn a_damaged_key_or_a_cut_invitation_is_said_under_the_field_before_join() {
    // 64 hex digits that are no key: y = 2 is on no point of the curve.
    let mut no_key = [0; 32];
    no_key[0] = 2;
    let damaged = invitation(no_key);
    // y = 3 is: a key, if not one iroh would ever make.
    let mut key = [0; 32];
    key[0] = 3;
    let good = invitation(key);
    for lang in [Lang::En, Lang::Ta, Lang::Th] {
        let mut h = join_dialog(lang, LARGE);
        paste(&mut h, &damaged);
        let words = online_text::invitation_error(&InvitationError::Key);
        let said = rect_of(&h, &words);
        let field = rect_of(&h, &online_text::paste_here()).expect("the field");
        assert!(
            said.is_some_and(|r| r.top() >= field.top()),
            "{lang:?}: “{words}” is not said under the field"
        );
        assert!(!join_enabled(&h), "{lang:?}: Join waits for a good key");
        if lang != Lang::En {
            assert_ne!(
                words,
                dhayam::i18n::message(Lang::En, "online-invitation-key", None),
                "{lang:?} says it in English"
            );
        }

        // Cut short in the key: said as cut short, not as another text.
        let mut h = join_dialog(lang, LARGE);
        paste(&mut h, &good[..good.len() / 3]);
        let words = online_text::invitation_error(&InvitationError::CutShort(
            dhayam::online::invitation::Part::Key,
        ));
        assert!(h.query_by_label(&words).is_some(), "{lang:?}: “{words}”");
        assert!(!join_enabled(&h));

        // The whole invitation: nothing said, and Join may be clicked.
        let mut h = join_dialog(lang, LARGE);
        paste(&mut h, &good);
        assert!(
            join_enabled(&h),
            "{lang:?}: a good invitation may be joined"
        );
    }
}

#[test]
fn a_20_kb_paste_stays_inside_the_join_dialog_at_800_by_600() {
    let paste_20_kb = format!("dhayam-invite/1/makruk/{}", "ab".repeat(10_000));
    assert!(paste_20_kb.len() > 20_000);
    for lang in [Lang::En, Lang::Ta, Lang::Th] {
        let mut h = join_dialog(lang, SMALL);
        paste(&mut h, &paste_20_kb);
        let screen = h.ctx.content_rect().expand(0.5);
        let dialog = dialog_rect(&h);
        assert!(
            screen.contains_rect(dialog),
            "{lang:?}: the dialog at {dialog:?} is outside {screen:?}"
        );
        // The field scrolls what it holds (its own rect is as tall as the text): the
        // dialog's heading above it, and what is said under it, the name and Join, all
        // stay in sight in the dialog, none scrolled away.
        let too_long = online_text::invitation_error(&InvitationError::TooLong);
        for words in [
            online_text::join_title(),
            too_long,
            online_text::your_name(),
            online_text::join_button(),
        ] {
            let in_sight = h.query_all_by_label(&words).any(|node| {
                node.accesskit_node().bounding_box().is_some_and(|b| {
                    let ppp = h.ctx.pixels_per_point();
                    let r = egui::Rect::from_min_max(
                        egui::pos2(b.x0 as f32, b.y0 as f32) / ppp,
                        egui::pos2(b.x1 as f32, b.y1 as f32) / ppp,
                    );
                    dialog.expand(0.5).contains_rect(r)
                })
            });
            assert!(
                in_sight,
                "{lang:?}: “{words}” is not in sight in the dialog at {dialog:?}"
            );
        }
    }
}
