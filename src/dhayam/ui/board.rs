//! The board, 7×7 or Thaayam's 5×5: chalk lines on cloth, home squares, safe crosses, the inward arrows,
//! pawns (stacked side by side on safe squares, waiting pawns beside each home) and the
//! legal moves of the player to move. Painting is a pure function of the position, the
//! offered moves, the hovered move and the animation time.

use egui::{
    Align2, Color32, CornerRadius, FontId, Id, Pos2, Rect, Response, Sense, Shape, Stroke,
    StrokeKind, Ui, Vec2, WidgetInfo, pos2, vec2,
};

use super::{Command, MoveAnim, move_path, seat_mark, text, theme};
use crate::dhayam::rules::{Board, Move, Pawn, Position, Progress, Seat, SeatSet, Square, Value};
use crate::widgets::board_keys::BoardKeys;

/// The cloth around the grid, in cells, where the coordinates and the waiting pawns sit.
const MARGIN: f32 = 0.95;
/// How far beyond the grid's edge the waiting pawns' centres sit, in cells: past the
/// band the file letters take under the chalk frame.
const WAITING_OUT: f32 = 0.56;
/// Where the coordinates start beyond the grid's edge, in cells: past the chalk frame
/// (drawn 0.04 outside the grid, 0.05 wide), so no stroke crosses a letter.
const COORDS_OUT: f32 = 0.1;

/// What the board shows this frame.
pub struct BoardView<'a> {
    pub position: &'a Position,
    /// The moves a person may make now (empty while a computer plays or something moves).
    pub moves: &'a [Move],
    pub anim: Option<&'a MoveAnim>,
    pub now: f64,
    /// A move to point out (the hint, or the review's best move): its pawn and landing
    /// square marked in the hint colour.
    pub hint: Option<Move>,
}

/// Where the board sits in the window and how big a square is.
#[derive(Clone, Copy, Debug)]
pub struct Geom {
    pub rect: Rect,
    pub grid: Rect,
    pub cell: f32,
    pub board: Board,
}

impl Geom {
    /// The largest square board that fits in `avail`, centred.
    pub fn fit(avail: Rect, board: Board) -> Geom {
        let side = avail.width().min(avail.height()).max(70.0);
        let rect = Rect::from_center_size(avail.center(), Vec2::splat(side));
        let cell = side / (f32::from(board.side()) + 2.0 * MARGIN);
        Geom {
            rect,
            grid: rect.shrink(MARGIN * cell),
            cell,
            board,
        }
    }

    pub fn square_rect(&self, sq: Square) -> Rect {
        let top = self.board.side() - 1;
        let min = self.grid.min
            + vec2(
                sq.file() as f32 * self.cell,
                top.saturating_sub(sq.rank()) as f32 * self.cell,
            );
        Rect::from_min_size(min, Vec2::splat(self.cell))
    }

    pub fn centre(&self, sq: Square) -> Pos2 {
        self.square_rect(sq).center()
    }

    /// Points away from the board at a seat's home side.
    fn outward(seat: Seat) -> Vec2 {
        match seat {
            Seat::Red => vec2(0.0, 1.0),
            Seat::Green => vec2(1.0, 0.0),
            Seat::Yellow => vec2(0.0, -1.0),
            Seat::Blue => vec2(-1.0, 0.0),
        }
    }

    pub fn waiting_radius(&self) -> f32 {
        self.cell * 0.2
    }

    /// The place of waiting pawn `i` of `n` beside a seat's home.
    pub fn waiting_slot(&self, seat: Seat, i: usize, n: usize) -> Pos2 {
        let out = Geom::outward(seat);
        let along = vec2(-out.y, out.x).abs();
        let base = self.centre(self.board.home(seat)) + out * (0.5 + WAITING_OUT) * self.cell;
        let spacing = self.cell * 0.48;
        let offset = (i as f32 - (n.max(1) - 1) as f32 / 2.0) * spacing;
        base + along * offset
    }
}

/// One token to draw: a seat's pawns on a square (or waiting), with how many it stands for.
#[derive(Clone, Copy, Debug)]
struct Token {
    seat: Seat,
    count: usize,
    pos: Pos2,
    radius: f32,
    cut: bool,
}

/// Who stands where, as displayed (a walking pawn is taken out of its landing square).
struct Layout {
    on: [[u8; 4]; Square::COUNT],
    new: [u8; 4],
    cut: [u8; 4],
}

impl Layout {
    fn of(position: &Position, anim: Option<&MoveAnim>, now: f64) -> Layout {
        let mut l = Layout {
            on: [[0; 4]; Square::COUNT],
            new: [0; 4],
            cut: [0; 4],
        };
        for seat in position.seats().iter() {
            for pawn in position.pawns(seat) {
                match pawn {
                    Pawn::New => l.new[seat.index()] += 1,
                    Pawn::Cut => l.cut[seat.index()] += 1,
                    Pawn::At(p) => {
                        l.on[p.square(position.board(), seat).index()][seat.index()] += 1
                    }
                }
            }
        }
        if let Some(a) = anim {
            let at = &mut l.on[a.landing().index()];
            at[a.seat.index()] = at[a.seat.index()].saturating_sub(a.walkers);
            if let Some(victim) = a.cut {
                l.cut[victim.index()] = l.cut[victim.index()].saturating_sub(a.victims);
                if !a.arrived(now) {
                    at[victim.index()] += a.victims;
                }
            }
        }
        l
    }

    /// Tokens on a square: one per seat present, side by side when several share it.
    fn tokens_on(&self, g: &Geom, sq: Square) -> Vec<Token> {
        let groups: Vec<(Seat, usize)> = Seat::ALL
            .into_iter()
            .filter_map(|s| {
                let n = self.on[sq.index()][s.index()] as usize;
                (n > 0).then_some((s, n))
            })
            .collect();
        let c = g.centre(sq);
        let cell = g.cell;
        let (radius, offsets): (f32, &[Vec2]) = match groups.len() {
            0 => return Vec::new(),
            1 => (0.32, &[Vec2::ZERO]),
            2 => (0.22, &[vec2(-0.23, 0.0), vec2(0.23, 0.0)]),
            _ => (
                0.2,
                &[
                    vec2(-0.23, -0.23),
                    vec2(0.23, -0.23),
                    vec2(-0.23, 0.23),
                    vec2(0.23, 0.23),
                ],
            ),
        };
        groups
            .into_iter()
            .zip(offsets)
            .map(|((seat, count), off)| Token {
                seat,
                count,
                pos: c + *off * cell,
                radius: radius * cell,
                cut: false,
            })
            .collect()
    }

    /// Waiting tokens beside a seat's home: new pawns first, then cut ones.
    fn waiting(&self, g: &Geom, seat: Seat) -> Vec<Token> {
        let (n, x) = (
            self.new[seat.index()] as usize,
            self.cut[seat.index()] as usize,
        );
        (0..n + x)
            .map(|i| Token {
                seat,
                count: 1,
                pos: g.waiting_slot(seat, i, n + x),
                radius: g.waiting_radius(),
                cut: i >= n,
            })
            .collect()
    }
}

fn focus_id() -> Id {
    Id::unique("dhayam-board-focus")
}

fn picked_id() -> Id {
    Id::unique("dhayam-board-picked")
}

/// The move of the pawn a finger picked by a first tap, while it is still on offer in
/// the same position.
fn picked(ctx: &egui::Context, view: &BoardView<'_>) -> Option<Move> {
    let (position, mv) = ctx.data(|d| d.get_temp::<Option<(Position, Move)>>(picked_id()))??;
    (position == *view.position && view.moves.contains(&mv)).then_some(mv)
}

/// Whether a square or a pawn of the board held the keys at the last frame's end: Space
/// then still throws (a square or a pawn has no use for it while the dice are to throw).
pub fn holds_focus(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp(focus_id())).unwrap_or(false)
}

/// Something on the board a person can point at.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Target {
    Square(Square),
    Pawn(Seat, Pawn),
}

/// Shows the board, returns the move a person chose by clicking or with the keyboard.
pub fn show(ui: &mut Ui, view: &BoardView<'_>) -> Option<Command> {
    let avail = ui.available_rect_before_wrap();
    let response = ui.allocate_rect(avail, Sense::hover());
    let g = Geom::fit(avail, view.position.board());
    let layout = Layout::of(view.position, view.anim, view.now);
    let targets = targets(ui, &g, &layout, view);

    // The topmost target decides: a click plays its move, a hover or focus shows it. A
    // finger has no hover: on a touch screen a first tap on a pawn picks it, its route
    // shown, and a second tap on it or a tap on where it lands plays it.
    let touch = ui.input(|i| i.has_touch_screen());
    let mut picked = touch.then(|| picked(ui.ctx(), view)).flatten();
    let mut command = None;
    let mut shown = None;
    for (t, r) in targets.iter().rev() {
        if r.clicked()
            && let Some(mv) = target_move(view, *t)
        {
            let own =
                matches!(t, Target::Pawn(seat, pawn) if move_of(view, *seat, *pawn) == Some(mv));
            if touch && own && picked != Some(mv) && !r.has_focus() {
                picked = Some(mv);
            } else {
                command = Some(Command::Play(mv));
                picked = None;
                if r.has_focus() {
                    keys_follow(ui.ctx(), view.position, mv);
                }
            }
        }
        if shown.is_none() && (r.hovered() || r.has_focus()) {
            shown = target_move(view, *t);
        }
    }
    if touch {
        let kept = picked.map(|mv| (*view.position, mv));
        ui.ctx().data_mut(|d| d.insert_temp(picked_id(), kept));
    }
    let shown = shown.or(picked);
    if shown.is_some() || command.is_some() {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }

    let focused = targets
        .iter()
        .find(|(_, r)| r.has_focus())
        .map(|(_, r)| r.rect);
    ui.ctx()
        .data_mut(|d| d.insert_temp(focus_id(), focused.is_some()));

    if ui.is_rect_visible(response.rect) {
        paint_table(ui.painter(), ui.clip_rect());
        paint(ui.painter(), &g, view, &layout, shown);
        // The keyboard's place: a chalk ring round the focused pawn.
        if let Some(rect) = focused {
            ui.painter().rect_stroke(
                rect.expand(g.cell * 0.1),
                CornerRadius::same((g.cell * 0.2) as u8),
                Stroke::new((g.cell * 0.04).max(2.0), theme::chalk()),
                StrokeKind::Outside,
            );
        }
    }
    command
}

/// The board's keys (`board_keys`) over its squares, the top row first.
fn board_keys(board: Board) -> BoardKeys {
    // One cursor per board size, so a 7×7 cursor never points off a 5×5 board.
    BoardKeys::new(
        Id::unique("board").with(board.side()),
        board.side(),
        board.side(),
    )
}

/// A square's cell for the keys: its file, and its row counted from the top.
fn cell_of(board: Board, sq: Square) -> (u8, u8) {
    (sq.file(), board.side() - 1 - sq.rank())
}

/// The square of a cell of the keys.
fn square_of(board: Board, cell: (u8, u8)) -> Square {
    Square::new(cell.0, board.side() - 1 - cell.1)
}

/// After a move made from the keyboard, the keys go to the square the pawn lands on: the
/// pawn's own widget is gone with its old square, and the player stays on the board.
fn keys_follow(ctx: &egui::Context, position: &Position, mv: Move) {
    let Move::Pawn { from, value } = mv else {
        return;
    };
    let seat = position.to_move();
    if let Ok(landing) = position.landing(seat, from, value) {
        let board = position.board();
        board_keys(board).put_keys_on(ctx, cell_of(board, landing.to.square(board, seat)));
    }
}

/// Everything a person can point at, as widgets labelled for screen readers: the squares
/// first, the pawns on them on top, then each seat's waiting pawns (new, cut) as a group.
fn targets(
    ui: &mut Ui,
    g: &Geom,
    layout: &Layout,
    view: &BoardView<'_>,
) -> Vec<(Target, Response)> {
    let base = Id::unique("board");
    let mut targets: Vec<(Target, Response)> = Vec::with_capacity(80);
    // The squares take the keys one at a time (`board_keys`): the arrows walk them, each
    // read with what stands on it, and Enter plays the move that lands there. Tab stops
    // on the pawns that can move, not on the squares.
    let board = view.position.board();
    let keys = board_keys(board);
    for cell in keys.cells() {
        let sq = square_of(board, cell);
        let sense = keys.sense(ui.ctx(), cell, Sense::CLICK, false);
        let r = ui.interact(g.square_rect(sq), keys.id(cell), sense);
        r.widget_info(|| {
            WidgetInfo::labeled(
                egui::Role::Button,
                true,
                text::square_said(view.position, sq),
            )
        });
        targets.push((Target::Square(sq), r));
    }
    keys.finish(ui);
    // The pawn a finger picked is said to be chosen (a pressed button).
    let chosen = picked(ui.ctx(), view);
    // Tab stops on the pawns that can move, in the order they are laid out here: the
    // first is where a Tab from nothing lands.
    let mut first_stop = None;
    for sq in board.squares() {
        for t in layout.tokens_on(g, sq) {
            let pawn = Pawn::At(board.progress_on_route(t.seat, sq));
            let sense = if move_of(view, t.seat, pawn).is_some() {
                Sense::click()
            } else {
                Sense::CLICK
            };
            let rect = Rect::from_center_size(t.pos, Vec2::splat(t.radius * 2.0));
            let id = base.with(("pawn", sq.index(), t.seat.index()));
            if sense.is_focusable() {
                first_stop.get_or_insert(id);
            }
            let r = ui.interact(rect, id, sense);
            let selected = chosen.is_some() && move_of(view, t.seat, pawn) == chosen;
            r.widget_info(|| {
                let mut info = WidgetInfo::labeled(
                    egui::Role::Button,
                    true,
                    text::pawn_on(t.seat, sq, t.count),
                );
                info.selected = selected.then_some(true);
                info
            });
            targets.push((Target::Pawn(t.seat, pawn), r));
        }
    }
    for seat in view.position.seats().iter() {
        let tokens = layout.waiting(g, seat);
        for (cut, pawn) in [(false, Pawn::New), (true, Pawn::Cut)] {
            let group: Vec<&Token> = tokens.iter().filter(|t| t.cut == cut).collect();
            let Some(rect) = group
                .iter()
                .map(|t| Rect::from_center_size(t.pos, Vec2::splat(t.radius * 2.0)))
                .reduce(|a, b| a.union(b))
            else {
                continue;
            };
            let sense = if move_of(view, seat, pawn).is_some() {
                Sense::click()
            } else {
                Sense::CLICK
            };
            let id = base.with(("wait", seat.index(), cut));
            if sense.is_focusable() {
                first_stop.get_or_insert(id);
            }
            let r = ui.interact(rect, id, sense);
            let label = if cut {
                text::pawn_waiting_cut(seat)
            } else {
                text::pawn_waiting_new(seat)
            };
            let n = group.len();
            let selected = chosen.is_some() && move_of(view, seat, pawn) == chosen;
            r.widget_info(|| {
                let mut info = WidgetInfo::labeled(egui::Role::Button, true, &label);
                info.value = Some(n as f64);
                info.selected = selected.then_some(true);
                info
            });
            targets.push((Target::Pawn(seat, pawn), r));
        }
    }
    crate::widgets::board_keys::note_first_stop(ui.ctx(), first_stop);
    targets
}

/// The offered move of this pawn, if it is the seat to move's.
fn move_of(view: &BoardView<'_>, seat: Seat, pawn: Pawn) -> Option<Move> {
    (seat == view.position.to_move()).then_some(())?;
    view.moves
        .iter()
        .copied()
        .find(|m| matches!(m, Move::Pawn { from, .. } if *from == pawn))
}

/// The offered move a target stands for: a pawn's own move, else the move landing on
/// its square (a pawn to be cut, or the square itself).
fn target_move(view: &BoardView<'_>, t: Target) -> Option<Move> {
    let to_move = view.position.to_move();
    let landing_of = |mv: Move| -> Option<Square> {
        let Move::Pawn { from, value } = mv else {
            return None;
        };
        let l = view.position.landing(to_move, from, value).ok()?;
        Some(l.to.square(view.position.board(), to_move))
    };
    let landing_on = |sq: Square| {
        view.moves
            .iter()
            .copied()
            .find(|m| landing_of(*m) == Some(sq))
    };
    match t {
        Target::Pawn(seat, pawn) => move_of(view, seat, pawn).or_else(|| match pawn {
            Pawn::At(p) => landing_on(p.square(view.position.board(), seat)),
            _ => None,
        }),
        Target::Square(sq) => landing_on(sq),
    }
}

/// A small picture of a position for the rules overlay, painted by the same painter as
/// the game's board: `moves` ringed and outlined, `shown` drawn as a hovered move, and
/// optionally a seat's whole route as a chalk line from its home to the centre.
pub fn diagram(
    ui: &mut Ui,
    position: &Position,
    moves: &[Move],
    shown: Option<Move>,
    route_of: Option<Seat>,
    size: f32,
) -> Response {
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(size), Sense::hover());
    if ui.is_rect_visible(rect) {
        let g = Geom::fit(rect, position.board());
        let view = BoardView {
            position,
            moves,
            anim: None,
            now: 0.0,
            hint: None,
        };
        let layout = Layout::of(position, None, 0.0);
        let p = ui.painter_at(rect);
        paint(&p, &g, &view, &layout, shown);
        if let Some(seat) = route_of {
            paint_route(&p, &g, seat);
        }
    }
    response
}

/// The review's board: a position as it stood before a move, with the move played drawn
/// as a route and the best move marked in the hint colour. Named for screen readers by
/// `label`.
pub fn review_board(
    ui: &mut Ui,
    position: &Position,
    played: Option<Move>,
    best: Option<Move>,
    label: &str,
) -> Response {
    let avail = ui.available_rect_before_wrap();
    let response = ui.allocate_rect(avail, Sense::hover());
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, label));
    if ui.is_rect_visible(avail) {
        let g = Geom::fit(avail, position.board());
        let view = BoardView {
            position,
            moves: &[],
            anim: None,
            now: 0.0,
            hint: best,
        };
        let layout = Layout::of(position, None, 0.0);
        paint_table(ui.painter(), ui.clip_rect());
        paint(ui.painter(), &g, &view, &layout, played);
    }
    response
}

/// A seat's route as one line through the centres of its squares, with an arrowhead on
/// the centre.
fn paint_route(p: &egui::Painter, g: &Geom, seat: Seat) {
    let pts: Vec<Pos2> = g.board.route(seat).iter().map(|sq| g.centre(*sq)).collect();
    let w = (g.cell * 0.06).max(1.5);
    p.add(Shape::line(
        pts.clone(),
        Stroke::new(w, theme::highlight().gamma_multiply(0.85)),
    ));
    if let [.., a, b] = pts.as_slice() {
        p.arrow(*a, *b - *a, Stroke::new(w, theme::highlight()));
    }
    p.circle_filled(pts[0], g.cell * 0.12, theme::highlight());
}

/// Paints the board. Pure: the same inputs give the same picture.
fn paint(p: &egui::Painter, g: &Geom, view: &BoardView<'_>, layout: &Layout, shown: Option<Move>) {
    let position = view.position;
    paint_cloth(p, g);
    paint_markings(
        p,
        g,
        position.seats().iter().collect::<Vec<_>>().as_slice(),
        position.gates(),
        position.thrower(),
    );
    let movers = paint_offered(p, g, view);
    if let Some(Move::Pawn { from, value }) = shown {
        paint_shown(p, g, position, from, value);
    }
    let hinted = paint_hint(p, g, view);
    paint_pawns(p, g, position, layout, &movers, hinted);
    if let Some(a) = view.anim {
        paint_anim(p, g, layout, a, view.now);
    }
}

/// The legal moves' landing squares outlined (a cut with notched corners); returns the
/// pawns that move, to be ringed.
fn paint_offered(p: &egui::Painter, g: &Geom, view: &BoardView<'_>) -> Vec<Pawn> {
    let cell = g.cell;
    let position = view.position;
    let to_move = position.to_move();
    let mut movers: Vec<Pawn> = Vec::new();
    for mv in view.moves {
        let Move::Pawn { from, value } = *mv else {
            continue;
        };
        if let Some(path) = move_path(position, to_move, from, value) {
            let land = *path.last().expect("a path has a landing square");
            let r = g.square_rect(land).shrink(cell * 0.06);
            let cuts = position
                .landing(to_move, from, value)
                .is_ok_and(|l| l.cut.is_some());
            let radius = CornerRadius::same((cell * 0.08) as u8);
            let width = (cell * 0.05).max(2.0);
            if cuts {
                // A cut: a thicker outline in the cut colour, with notched corners.
                p.rect_stroke(
                    r,
                    radius,
                    Stroke::new(width * 1.6, theme::cut()),
                    StrokeKind::Inside,
                );
                let k = cell * 0.2;
                for (corner, dx, dy) in [
                    (r.left_top(), 1.0, 1.0),
                    (r.right_top(), -1.0, 1.0),
                    (r.left_bottom(), 1.0, -1.0),
                    (r.right_bottom(), -1.0, -1.0),
                ] {
                    let tri = vec![
                        corner,
                        corner + vec2(k * dx, 0.0),
                        corner + vec2(0.0, k * dy),
                    ];
                    p.add(Shape::convex_polygon(tri, theme::cut(), Stroke::NONE));
                }
            } else {
                p.rect_stroke(
                    r,
                    radius,
                    Stroke::new(width, theme::highlight()),
                    StrokeKind::Inside,
                );
            }
            movers.push(from);
        }
    }
    movers
}

/// The move under the pointer or the keyboard's focus: its route and its landing square.
fn paint_shown(p: &egui::Painter, g: &Geom, position: &Position, from: Pawn, value: Value) {
    let cell = g.cell;
    let to_move = position.to_move();
    let Some(path) = move_path(position, to_move, from, value) else {
        return;
    };
    let start = match from {
        Pawn::At(pr) => g.centre(pr.square(g.board, to_move)),
        _ => g.waiting_slot(to_move, 0, 1),
    };
    let mut pts = vec![start];
    pts.extend(path.iter().map(|s| g.centre(*s)));
    p.add(Shape::line(
        pts.clone(),
        Stroke::new(
            (cell * 0.06).max(2.0),
            theme::highlight().gamma_multiply(0.7),
        ),
    ));
    for q in &pts[1..] {
        p.circle_filled(*q, cell * 0.07, theme::highlight());
    }
    let land = *path.last().expect("a path has a landing square");
    p.rect_filled(
        g.square_rect(land).shrink(cell * 0.08),
        CornerRadius::same((cell * 0.08) as u8),
        theme::highlight().gamma_multiply(0.35),
    );
}

/// The hint: its landing square filled and outlined, its route dotted. Returns the
/// hinted pawn, to be ringed.
fn paint_hint(p: &egui::Painter, g: &Geom, view: &BoardView<'_>) -> Option<Pawn> {
    let cell = g.cell;
    let position = view.position;
    let to_move = position.to_move();
    let Some(Move::Pawn { from, value }) = view.hint else {
        return None;
    };
    let path = move_path(position, to_move, from, value)?;
    let land = *path.last().expect("a path has a landing square");
    let r = g.square_rect(land).shrink(cell * 0.04);
    p.rect_filled(
        r,
        CornerRadius::same((cell * 0.08) as u8),
        theme::hint().gamma_multiply(0.3),
    );
    p.rect_stroke(
        r,
        CornerRadius::same((cell * 0.08) as u8),
        Stroke::new((cell * 0.07).max(3.0), theme::hint()),
        StrokeKind::Inside,
    );
    let start = match from {
        Pawn::At(pr) => g.centre(pr.square(g.board, to_move)),
        _ => g.waiting_slot(to_move, 0, 1),
    };
    let mut pts = vec![start];
    pts.extend(path.iter().map(|s| g.centre(*s)));
    p.extend(Shape::dashed_line(
        &pts,
        Stroke::new((cell * 0.05).max(2.0), theme::hint()),
        cell * 0.14,
        cell * 0.1,
    ));
    Some(from)
}

/// The pawns on the board and waiting beside it, the hinted pawn and the pawns that may
/// move ringed.
fn paint_pawns(
    p: &egui::Painter,
    g: &Geom,
    position: &Position,
    layout: &Layout,
    movers: &[Pawn],
    hinted: Option<Pawn>,
) {
    let cell = g.cell;
    let to_move = position.to_move();
    let ring = |t: &Token, pawn: Pawn| {
        if t.seat == to_move && hinted == Some(pawn) {
            p.circle_stroke(
                t.pos,
                t.radius * 1.5,
                Stroke::new((cell * 0.07).max(3.0), theme::hint()),
            );
        }
        if t.seat == to_move && movers.contains(&pawn) {
            p.circle_stroke(
                t.pos,
                t.radius * 1.28,
                Stroke::new((cell * 0.05).max(2.0), theme::highlight()),
            );
        }
    };
    for sq in g.board.squares() {
        for t in layout.tokens_on(g, sq) {
            ring(&t, Pawn::At(g.board.progress_on_route(t.seat, sq)));
            paint_pawn(p, &t);
        }
    }
    for seat in position.seats().iter() {
        let tokens = layout.waiting(g, seat);
        if let Some(first_new) = tokens.iter().find(|t| !t.cut) {
            ring(first_new, Pawn::New);
        }
        if let Some(first_cut) = tokens.iter().find(|t| t.cut) {
            ring(first_cut, Pawn::Cut);
        }
        for t in &tokens {
            paint_pawn(p, t);
        }
    }
}

/// Faint grain on the wooden table around the board.
fn paint_table(p: &egui::Painter, rect: Rect) {
    let mut y = rect.top() + 5.0;
    let mut i = 0u32;
    while y < rect.bottom() {
        // A fixed pseudo-random spacing and shade, the same every frame.
        let h = i.wrapping_mul(2_654_435_761) >> 24;
        let alpha = 10 + (h % 14) as u8;
        let colour = if h.is_multiple_of(3) {
            Color32::from_rgba_unmultiplied(0xc8, 0x96, 0x60, alpha / 2)
        } else {
            Color32::from_black_alpha(alpha)
        };
        p.hline(rect.x_range(), y, Stroke::new(1.0 + (h % 3) as f32, colour));
        y += 6.0 + (h % 9) as f32;
        i += 1;
    }
}

fn paint_cloth(p: &egui::Painter, g: &Geom) {
    let cell = g.cell;
    let radius = CornerRadius::same((cell * 0.25).min(255.0) as u8);
    p.rect_filled(
        g.rect.translate(vec2(cell * 0.06, cell * 0.1)),
        radius,
        Color32::from_black_alpha(110),
    );
    p.rect_filled(g.rect, radius, theme::cloth_edge());
    p.rect_filled(g.rect.shrink(cell * 0.12), radius, theme::cloth());
    // A faint weave so the cloth is not flat paint.
    let step = (cell * 0.25).max(6.0);
    let inner = g.rect.shrink(cell * 0.12);
    let mut y = inner.top() + step;
    while y < inner.bottom() {
        p.hline(inner.x_range(), y, Stroke::new(1.0, theme::cloth_weave()));
        y += step;
    }
    let mut x = inner.left() + step;
    while x < inner.right() {
        p.vline(x, inner.y_range(), Stroke::new(1.0, theme::cloth_weave()));
        x += step;
    }
}

fn paint_markings(p: &egui::Painter, g: &Geom, seats: &[Seat], gates: SeatSet, to_move: Seat) {
    let cell = g.cell;
    let line = Stroke::new((cell * 0.035).max(1.5), theme::chalk_faint());
    for seat in Seat::ALL {
        let r = g.square_rect(g.board.home(seat)).shrink(line.width * 0.5);
        let playing = seats.contains(&seat);
        let fill = if playing {
            theme::home(seat)
        } else {
            theme::home(seat).gamma_multiply(0.45)
        };
        p.rect_filled(r, 0.0, fill);
        // The seat's emblem between the cross's two upper arms.
        let top = pos2(r.center().x, r.top() + cell * 0.15);
        let ink = seat_mark::ink(theme::home(seat));
        seat_mark::paint(p, top, cell * 0.08, seat, ink.gamma_multiply(0.85));
    }
    for i in 0..=g.board.side() {
        let x = g.grid.left() + i as f32 * cell;
        let y = g.grid.top() + i as f32 * cell;
        p.vline(x, g.grid.y_range(), line);
        p.hline(g.grid.x_range(), y, line);
    }
    p.rect_stroke(
        g.grid.expand(cell * 0.04),
        0.0,
        Stroke::new((cell * 0.05).max(2.0), theme::chalk()),
        StrokeKind::Middle,
    );
    // Crosses on the safe squares; the centre also gets a ring.
    let cross = Stroke::new((cell * 0.04).max(1.5), theme::chalk());
    for sq in g.board.squares().filter(|s| g.board.is_safe(*s)) {
        let r = g.square_rect(sq).shrink(cell * 0.14);
        p.line_segment([r.left_top(), r.right_bottom()], cross);
        p.line_segment([r.right_top(), r.left_bottom()], cross);
    }
    p.circle_stroke(g.centre(g.board.centre()), cell * 0.36, cross);
    // The gates: an arrow from the square behind each home into the inner ring, barred
    // and faint while the seat has cut nobody (D11), bright once it has.
    for seat in Seat::ALL {
        let a = g.centre(Progress::last_outer(g.board).square(g.board, seat));
        let b = g.centre(Progress::first_inner(g.board).square(g.board, seat));
        let d = b - a;
        let origin = a + d * 0.2;
        let vec = d * 0.62;
        let w = (cell * 0.07).max(2.0);
        let open = gates.contains(seat);
        let fade = if open { 1.0 } else { 0.45 };
        p.arrow(
            origin,
            vec,
            Stroke::new(w + 2.0, theme::PAWN_RIM_DARK.gamma_multiply(fade)),
        );
        p.arrow(
            origin,
            vec,
            Stroke::new(w, theme::seat(seat).gamma_multiply(fade)),
        );
        // The seat's emblem at the arrow's tail, so its gate is known without colour.
        let tail = origin - vec.normalized() * cell * 0.12;
        p.circle_filled(tail, cell * 0.1, theme::PAWN_RIM_DARK.gamma_multiply(fade));
        seat_mark::paint(
            p,
            tail,
            cell * 0.065,
            seat,
            theme::seat(seat).gamma_multiply(fade),
        );
        if !open && seats.contains(&seat) {
            // A bar across the arrow's middle: the gate is shut.
            let mid = origin + vec * 0.45;
            let across = vec2(-vec.y, vec.x).normalized() * cell * 0.16;
            p.line_segment(
                [mid - across, mid + across],
                Stroke::new(w + 3.0, theme::PAWN_RIM_DARK),
            );
            p.line_segment([mid - across, mid + across], Stroke::new(w, theme::chalk()));
        }
    }
    // The seat to move: its home glows.
    p.rect_stroke(
        g.square_rect(g.board.home(to_move)).shrink(cell * 0.02),
        0.0,
        Stroke::new(
            (cell * 0.06).max(2.0),
            theme::lighter(theme::seat(to_move), 0.5),
        ),
        StrokeKind::Inside,
    );
    // Coordinates outside the grid, on the cloth's border, where neither pawns, crosses
    // nor outlines cover them: files below, ranks to the left, each past the chalk frame
    // and clear of the waiting pawns (the move log names squares by them).
    let font = coordinate_font(g);
    for f in 0..g.board.side() {
        let r = g.square_rect(Square::new(f, 0));
        let name = ((b'a' + f) as char).to_string();
        p.text(
            pos2(r.center().x, g.grid.bottom() + cell * COORDS_OUT),
            Align2::CENTER_TOP,
            name,
            font.clone(),
            theme::chalk(),
        );
    }
    for rank in 0..g.board.side() {
        let r = g.square_rect(Square::new(0, rank));
        p.text(
            pos2(g.grid.left() - cell * COORDS_OUT, r.center().y),
            Align2::RIGHT_CENTER,
            (rank + 1).to_string(),
            font.clone(),
            theme::chalk(),
        );
    }
}

/// The coordinates' font: a sixth of a square, never below 11 px.
fn coordinate_font(g: &Geom) -> FontId {
    FontId::proportional((g.cell * 0.17).max(11.0))
}

/// A pawn token: a shadow, the two-tone rim that stands out from every square, the
/// seat's colour with a shine, and its emblem, so colour is never the only sign of the
/// seat. A stack shows its count on a badge; a cut pawn waiting to re-enter a chalk cross.
fn paint_pawn(p: &egui::Painter, t: &Token) {
    let r = t.radius;
    let colour = theme::seat(t.seat);
    p.circle_filled(
        t.pos + vec2(r * 0.12, r * 0.2),
        r,
        Color32::from_black_alpha(90),
    );
    if t.count > 1 {
        // A stack: the edge of the pawn beneath shows below this one (a pair, V17, or
        // pawns sharing a safe square).
        let under = t.pos + vec2(0.0, r * 0.22);
        p.circle_filled(under, r, theme::PAWN_RIM_DARK);
        p.circle_filled(under, r * 0.9, theme::darker(colour, 0.35));
    }
    p.circle_filled(t.pos, r, theme::PAWN_RIM_DARK);
    p.circle_filled(t.pos, r * 0.9, theme::PAWN_RIM_LIGHT);
    p.circle_filled(t.pos, r * 0.8, colour);
    p.circle_filled(
        t.pos - vec2(r * 0.32, r * 0.36),
        r * 0.2,
        theme::lighter(colour, 0.5).gamma_multiply(0.7),
    );
    seat_mark::paint(p, t.pos, r * 0.4, t.seat, seat_mark::ink(colour));
    let badge = |at: Pos2, fill: Color32| {
        p.circle_filled(at, r * 0.42, theme::PAWN_RIM_DARK);
        p.circle_filled(at, r * 0.36, fill);
    };
    if t.cut {
        let at = t.pos + vec2(r * 0.72, r * 0.72);
        badge(at, theme::ink());
        let k = r * 0.17;
        let s = Stroke::new((r * 0.1).max(1.2), theme::chalk());
        p.line_segment([at - vec2(k, k), at + vec2(k, k)], s);
        p.line_segment([at + vec2(k, -k), at + vec2(-k, k)], s);
    }
    if t.count > 1 {
        let at = t.pos + vec2(r * 0.72, -r * 0.72);
        badge(at, theme::chalk());
        p.text(
            at,
            Align2::CENTER_CENTER,
            t.count.to_string(),
            FontId::proportional((r * 0.6).max(10.0)),
            theme::ink(),
        );
    }
}

/// The walking pawn and, after it lands, the cut pawn flying home.
fn paint_anim(p: &egui::Painter, g: &Geom, layout: &Layout, a: &MoveAnim, now: f64) {
    let start = match a.from {
        Pawn::At(pr) => g.centre(pr.square(g.board, a.seat)),
        _ => g.waiting_slot(a.seat, 0, 1),
    };
    let mut pts = vec![start];
    pts.extend(a.path.iter().map(|s| g.centre(*s)));
    let t = ((now - a.start) / a.step_secs.max(1e-6)).max(0.0);
    let i = (t.floor() as usize).min(pts.len() - 1);
    let frac = if i + 1 < pts.len() {
        (t - i as f64) as f32
    } else {
        0.0
    };
    let pos = if i + 1 < pts.len() {
        pts[i].lerp(pts[i + 1], ease(frac))
    } else {
        pts[i]
    };
    let hop = (frac * std::f32::consts::PI).sin();
    let r = g.cell * 0.32 * (1.0 + 0.18 * hop);
    paint_pawn(
        p,
        &Token {
            seat: a.seat,
            count: usize::from(a.walkers),
            pos: pos - vec2(0.0, g.cell * 0.12 * hop),
            radius: r,
            cut: false,
        },
    );
    if let Some(victim) = a.cut
        && a.arrived(now)
    {
        let u = (((now - a.start - a.walk_secs()) / a.fly_secs.max(1e-6)) as f32).clamp(0.0, 1.0);
        let n = layout.new[victim.index()] as usize;
        let waiting = n + layout.cut[victim.index()] as usize + usize::from(a.victims);
        let from = g.centre(a.landing());
        let to = g.waiting_slot(victim, waiting - 1, waiting);
        let lift = (u * std::f32::consts::PI).sin();
        let pos = from.lerp(to, ease(u)) - vec2(0.0, g.cell * 0.8 * lift);
        paint_pawn(
            p,
            &Token {
                seat: victim,
                count: usize::from(a.victims),
                pos,
                radius: g.cell * (0.32 + (0.2 - 0.32) * u) * (1.0 + 0.3 * lift),
                cut: true,
            },
        );
    }
}

fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::pos2;

    /// The board's place at 1280×800 and at 800×600: the table beside the side panel,
    /// between the top bar and the status line.
    const TABLES: [Vec2; 2] = [vec2(936.0, 700.0), vec2(536.0, 500.0)];

    /// Every file letter and rank number, laid out in the window's own fonts, as the
    /// board paints it.
    fn coordinate_rects(g: &Geom) -> Vec<(String, Rect)> {
        let ctx = egui::Context::default();
        crate::widgets::fonts::install(&ctx);
        let mut out = Vec::new();
        let mut full = ctx.run_ui(egui::RawInput::default(), |ui| {
            let p = ui.painter().clone();
            let font = coordinate_font(g);
            for f in 0..7u8 {
                let name = ((b'a' + f) as char).to_string();
                let r = g.square_rect(Square::new(f, 0));
                let at = pos2(r.center().x, g.grid.bottom() + g.cell * COORDS_OUT);
                let rect = p.text(at, Align2::CENTER_TOP, &name, font.clone(), theme::chalk());
                out.push((name, rect));
            }
            for rank in 0..7u8 {
                let r = g.square_rect(Square::new(0, rank));
                let at = pos2(g.grid.left() - g.cell * COORDS_OUT, r.center().y);
                let name = (rank + 1).to_string();
                let rect = p.text(
                    at,
                    Align2::RIGHT_CENTER,
                    &name,
                    font.clone(),
                    theme::chalk(),
                );
                out.push((name, rect));
            }
        });
        // No renderer takes the font atlas here.
        full.textures_delta.clear();
        out
    }

    #[test]
    fn the_coordinates_clear_the_chalk_frame_and_the_waiting_pawns_at_both_window_sizes() {
        for size in TABLES {
            let g = Geom::fit(Rect::from_min_size(pos2(0.0, 0.0), size), Board::Seven);
            let width = (g.cell * 0.05).max(2.0);
            let frame = g.grid.expand(g.cell * 0.04 + width / 2.0);
            let cloth = g.rect.shrink(g.cell * 0.12);
            let pawns: Vec<Rect> = [Seat::Red, Seat::Blue]
                .into_iter()
                .flat_map(|seat| {
                    (0..4).map(move |i| {
                        Rect::from_center_size(
                            g.waiting_slot(seat, i, 4),
                            Vec2::splat(g.waiting_radius() * 2.0),
                        )
                    })
                })
                .collect();
            for (name, rect) in coordinate_rects(&g) {
                // Outside the frame's outer edge: no stroke crosses a letter's top.
                assert!(
                    !rect.intersects(frame),
                    "{size:?}: {name} at {rect:?} meets the frame {frame:?}"
                );
                assert!(cloth.contains_rect(rect), "{size:?}: {name} off the cloth");
                for pawn in &pawns {
                    assert!(
                        !rect.intersects(*pawn),
                        "{size:?}: {name} at {rect:?} under a waiting pawn {pawn:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn geometry_is_square_and_centred() {
        let g = Geom::fit(
            Rect::from_min_size(pos2(0.0, 0.0), vec2(1000.0, 600.0)),
            Board::Seven,
        );
        assert_eq!(g.rect.width(), g.rect.height());
        assert!((g.rect.center().x - 500.0).abs() < 0.01);
        let d1 = g.centre("d1".parse().unwrap());
        let d7 = g.centre("d7".parse().unwrap());
        assert!(d1.y > d7.y, "rank 1 is at the bottom");
        assert!((d1.x - 500.0).abs() < 0.01);
    }
}
