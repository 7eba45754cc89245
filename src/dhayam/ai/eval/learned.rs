//! A learned evaluation: a small network that reads the pawns as the seat to move sees
//! them and gives each seat its chance to become King.
//!
//! **Inputs** (`INPUTS`), seat-relative: slot 0 is the seat to move, slot k the seat k
//! places after it in turn order (R → G → Y → B). Every route is Red's turned a quarter
//! per seat (D5), so turning the whole position by one seat gives the same inputs and
//! turns the outputs with it. Per slot (`SLOT` inputs): whether that seat plays, how many
//! of its pawns stand on each progress 0–48, how many were never entered, how many are
//! cut and waiting, and whether its gate is open (D11). Counts are scaled to an army of
//! four pawns, as the linear evaluation scales them. Then, for the seat to move, the
//! throws it holds (pooled turns, or a throw not yet used) by value and whether it must
//! throw again.
//!
//! **Network**: one hidden layer of `hidden` ReLU units, then one logit per slot and a
//! softmax over the slots whose seats play.
//!
//! **Determinism**: everything is `f32`, summed in a fixed order (inputs by index, then
//! hidden units by index); the only function beyond `+ - * /` is `exp`, written here
//! from those operations (`exp_f32`) instead of calling the platform's `libm`, and no
//! fused multiply-add is asked for. So an evaluation, and a seeded game played with it,
//! comes out bit for bit the same on every platform.
//!
//! **File** (`Net::to_bytes`, `Net::from_bytes`), little-endian: the magic `DHAYAMNN`,
//! the format version (u32), inputs, hidden units and outputs (u32 each), the games it
//! was trained on (u64); from version 2 the game they were (`TrainedOn`: the seats'
//! letters after a u8 length, the rules as `--rules` writes them after a u16 length;
//! version 1 files did not say); the weights as f32 (`w1` input-major, `b1`, `w2` output-major,
//! `b2`), and an FNV-1a 64 hash of every byte before it. A file that does not read
//! whole and hash-true is refused with a `LoadError`; the embedded one then falls back
//! to the linear evaluation (`Evaluate::Learned`).

use std::fmt;
use std::sync::OnceLock;

use crate::dhayam::rules::{BySeat, Implement, MAX_PAWNS, Options, Pawn, Position, Seat, SeatSet};
use crate::mix::{fnv1a64, splitmix64};

/// Inputs per seat slot: plays, 49 progress counts, never entered, cut, gate open.
pub const SLOT: usize = 1 + 49 + 3;
/// Inputs for the seat to move's throws: a count per value (D1 order), throw again.
pub const PENDING: usize = 7 + 1;
/// All inputs.
pub const INPUTS: usize = 4 * SLOT + PENDING;
/// One logit per seat slot.
pub const OUTPUTS: usize = 4;
/// Hidden units of a new network.
pub const DEFAULT_HIDDEN: usize = 48;
/// The weights file's format version (1, without `TrainedOn`, still reads).
pub const FORMAT_VERSION: u32 = 2;
const MAGIC: &[u8; 8] = b"DHAYAMNN";
const HEADER: usize = 8 + 4 * 4 + 8;

/// The most inputs that can be non-zero at once (4 slots of plays, gate, up to 6 pawn
/// tokens; the pending values): a fixed bound for the sparse list.
const MAX_ACTIVE: usize = 4 * (2 + 6) + PENDING;

/// The non-zero inputs of one position, in increasing index order, and which seat sits
/// in each slot.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Inputs {
    active: [(u16, f32); MAX_ACTIVE],
    len: usize,
    /// The seat in each slot, and whether it plays.
    pub slots: [(Seat, bool); OUTPUTS],
}

impl Inputs {
    pub fn active(&self) -> &[(u16, f32)] {
        &self.active[..self.len]
    }

    fn add(&mut self, index: usize, value: f32) {
        if value == 0.0 {
            return;
        }
        // `encode` adds each index once, in increasing order.
        self.active[self.len] = (index as u16, value);
        self.len += 1;
    }

    /// A dense copy (for tests and tools).
    pub fn dense(&self) -> Vec<f32> {
        let mut x = vec![0.0; INPUTS];
        for &(i, v) in self.active() {
            x[usize::from(i)] = v;
        }
        x
    }
}

/// The inputs of `position`, seen from its seat to move.
pub fn encode(position: &Position) -> Inputs {
    let mover = position.to_move();
    let mut slots = [(mover, false); OUTPUTS];
    let mut seat = mover;
    for slot in &mut slots {
        *slot = (seat, position.seats().contains(seat));
        seat = seat.next();
    }
    let mut inputs = Inputs {
        active: [(0, 0.0); MAX_ACTIVE],
        len: 0,
        slots,
    };
    for (k, &(seat, plays)) in slots.iter().enumerate() {
        if !plays {
            continue;
        }
        let base = k * SLOT;
        let pawns = position.pawns(seat);
        let per = 4.0 / pawns.len().max(1) as f32;
        inputs.add(base, 1.0);
        // Progress counts in increasing progress order, so the list stays sorted: the
        // pawns on the board sorted by progress, each progress once.
        let mut at = [0u8; MAX_PAWNS];
        let mut on_board = 0;
        let (mut new, mut cut) = (0u8, 0u8);
        for pawn in pawns {
            match *pawn {
                Pawn::New => new += 1,
                Pawn::Cut => cut += 1,
                Pawn::At(p) => {
                    at[on_board] = p.get();
                    on_board += 1;
                }
            }
        }
        let at = &mut at[..on_board];
        at.sort_unstable();
        let mut i = 0;
        while i < at.len() {
            let run = at[i..].iter().take_while(|&&p| p == at[i]).count();
            inputs.add(base + 1 + usize::from(at[i]), run as f32 * per);
            i += run;
        }
        inputs.add(base + 50, f32::from(new) * per);
        inputs.add(base + 51, f32::from(cut) * per);
        inputs.add(base + 52, f32::from(u8::from(position.gate_open(seat))));
    }
    let base = 4 * SLOT;
    // Inputs for the seven values of the dice and six cowries; four cowries' 8 has none
    // (the learning tools refuse them, and `Learned::of` keeps the networks to the games they learned).
    let mut held = [0u8; 7];
    for value in position.pending().values() {
        if let Some(i) = Implement::LongDice.index_of(value) {
            held[i] += 1;
        }
    }
    for (v, &n) in held.iter().enumerate() {
        inputs.add(base + v, f32::from(n));
    }
    inputs.add(
        base + 7,
        f32::from(u8::from(position.pending().throw_again())),
    );
    inputs
}

/// `e^x` from `+ - * /` alone, the same on every platform: `x = k ln 2 + r` with
/// `|r| <= ln 2 / 2`, a degree-7 polynomial for `e^r`, and `2^k` built from its bits.
/// Relative error below 1e-6 on the range the softmax uses (`x <= 0`).
pub fn exp_f32(x: f32) -> f32 {
    if x.is_nan() {
        return x;
    }
    let x = x.clamp(-87.0, 88.0);
    let k = (x * std::f32::consts::LOG2_E).round();
    // ln 2 split so that k * LN2_HI is exact.
    const LN2_HI: f32 = 0.693_145_75;
    const LN2_LO: f32 = 1.428_606_8e-6;
    let r = (x - k * LN2_HI) - k * LN2_LO;
    let mut p = 1.0 / 5040.0;
    p = p * r + 1.0 / 720.0;
    p = p * r + 1.0 / 120.0;
    p = p * r + 1.0 / 24.0;
    p = p * r + 1.0 / 6.0;
    p = p * r + 0.5;
    p = p * r + 1.0;
    p = p * r + 1.0;
    let k = k as i32;
    if k < -126 {
        return 0.0;
    }
    p * f32::from_bits(((k + 127) as u32) << 23)
}

/// Why a weights file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Shorter than its header, or than the weights its header announces.
    Truncated,
    /// Not a weights file.
    Magic,
    /// A format version this build does not read.
    Version(u32),
    /// Inputs or outputs other than this build's, or no hidden unit.
    Shape {
        inputs: u32,
        hidden: u32,
        outputs: u32,
    },
    /// Bytes after the hash.
    Trailing,
    /// The bytes do not match their hash: the file is damaged.
    Hash,
    /// A weight that is infinite or not a number.
    NotFinite,
    /// The seats or rules it names do not read.
    TrainedOn,
    /// It learned another game than the one it is to judge (an embedded file).
    OtherGame(String),
    /// No network for this game is in the program.
    NotShipped,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Truncated => f.write_str("the weights file is cut short"),
            LoadError::Magic => f.write_str("not a Dhayam weights file"),
            LoadError::Version(v) => write!(
                f,
                "weights format version {v}; this build reads version {FORMAT_VERSION}"
            ),
            LoadError::Shape {
                inputs,
                hidden,
                outputs,
            } => write!(
                f,
                "a network of {inputs} inputs, {hidden} hidden units and {outputs} outputs; \
                 this build needs {INPUTS} inputs and {OUTPUTS} outputs"
            ),
            LoadError::Trailing => f.write_str("bytes after the weights file's hash"),
            LoadError::Hash => f.write_str("the weights file does not match its hash"),
            LoadError::NotFinite => f.write_str("a weight is not a finite number"),
            LoadError::TrainedOn => f.write_str("the seats or rules it learned do not read"),
            LoadError::OtherGame(game) => write!(f, "it learned another game ({game})"),
            LoadError::NotShipped => f.write_str("no network for this game is shipped"),
        }
    }
}

impl std::error::Error for LoadError {}

/// The network's weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    hidden: usize,
    /// `w1[i * hidden + j]`: input i to hidden unit j.
    w1: Vec<f32>,
    b1: Vec<f32>,
    /// `w2[k * hidden + j]`: hidden unit j to output k.
    w2: Vec<f32>,
    b2: [f32; OUTPUTS],
    /// Self-play games trained on so far (for resuming and for the record).
    pub games: u64,
    /// The game those were; `None` for a new network or a version-1 file.
    pub trained_on: Option<TrainedOn>,
}

/// The game a network learned by self-play: its seats and rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrainedOn {
    pub seats: SeatSet,
    pub rules: Options,
}

impl fmt::Display for TrainedOn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seats {}, rules '{}'",
            self.seats.to_letters(),
            self.rules
        )
    }
}

/// The largest hidden layer whose forward pass needs no heap (`train --hidden` allows
/// up to 128).
const STACK_HIDDEN: usize = 128;

/// What a forward pass computed, kept for training.
#[derive(Clone, Debug)]
pub struct Forward {
    pub hidden: Vec<f32>,
    /// Each slot's chance (0 for slots whose seats do not play).
    pub p: [f32; OUTPUTS],
}

impl Net {
    /// A new network with small weights drawn from `seed` (a fixed generator, so the
    /// same seed gives the same network everywhere).
    pub fn new(hidden: usize, seed: u64) -> Net {
        let hidden = hidden.max(1);
        let mut state = seed ^ 0x6a09_e667_f3bc_c908;
        let mut uniform = move || {
            // SplitMix64 to a uniform f32 in [-1, 1).
            let z;
            (state, z) = splitmix64(state);
            (z >> 40) as f32 / (1u64 << 23) as f32 - 1.0
        };
        // Few inputs are non-zero at once (about 20), so scale for that many.
        let s1 = (2.0f32 / 20.0).sqrt();
        let s2 = (1.0 / hidden as f32).sqrt();
        Net {
            hidden,
            w1: (0..INPUTS * hidden).map(|_| uniform() * s1).collect(),
            b1: vec![0.05; hidden],
            w2: (0..OUTPUTS * hidden).map(|_| uniform() * s2).collect(),
            b2: [0.0; OUTPUTS],
            games: 0,
            trained_on: None,
        }
    }

    pub fn hidden(&self) -> usize {
        self.hidden
    }

    /// The forward pass, in the fixed order the module's notes describe.
    pub fn forward(&self, inputs: &Inputs) -> Forward {
        let mut acc = vec![0.0f32; self.hidden];
        let p = self.forward_into(inputs, &mut acc);
        Forward { hidden: acc, p }
    }

    /// Each slot's chance, with no heap allocation for a network of up to `STACK_HIDDEN`
    /// hidden units (the look ahead rates thousands of afterstates a decision).
    pub fn probabilities(&self, inputs: &Inputs) -> [f32; OUTPUTS] {
        if self.hidden <= STACK_HIDDEN {
            let mut acc = [0.0f32; STACK_HIDDEN];
            self.forward_into(inputs, &mut acc[..self.hidden])
        } else {
            self.forward(inputs).p
        }
    }

    /// The forward pass with the hidden layer written to `acc` (`hidden` long).
    fn forward_into(&self, inputs: &Inputs, acc: &mut [f32]) -> [f32; OUTPUTS] {
        let h = self.hidden;
        if h == DEFAULT_HIDDEN {
            self.hidden_sums::<DEFAULT_HIDDEN>(inputs, acc);
        } else {
            acc.copy_from_slice(&self.b1);
            for &(i, x) in inputs.active() {
                let row = &self.w1[usize::from(i) * h..(usize::from(i) + 1) * h];
                for (a, w) in acc.iter_mut().zip(row) {
                    *a += x * w;
                }
            }
        }
        for a in acc.iter_mut() {
            *a = a.max(0.0);
        }
        // Each logit sums its hidden units in their order, the four side by side (so each
        // waits on its own sum only); a unit at zero adds nothing and is passed over.
        let mut z = self.b2;
        for (j, &a) in acc.iter().enumerate() {
            if a > 0.0 {
                for (k, zk) in z.iter_mut().enumerate() {
                    *zk += a * self.w2[k * h + j];
                }
            }
        }
        let mut top = f32::NEG_INFINITY;
        for (k, &(_, plays)) in inputs.slots.iter().enumerate() {
            if plays && z[k] > top {
                top = z[k];
            }
        }
        let mut p = [0.0f32; OUTPUTS];
        let mut total = 0.0f32;
        for (k, &(_, plays)) in inputs.slots.iter().enumerate() {
            if plays {
                p[k] = exp_f32(z[k] - top);
                total += p[k];
            }
        }
        if total > 0.0 {
            for pk in &mut p {
                *pk /= total;
            }
        }
        p
    }

    /// The hidden layer's sums for a network of `H` hidden units, the same operations in
    /// the same order as the general loop; knowing the width lets the compiler keep the
    /// sums in registers across the inputs (the look ahead's hottest loop).
    fn hidden_sums<const H: usize>(&self, inputs: &Inputs, acc: &mut [f32]) {
        let mut sums = [0.0f32; H];
        sums.copy_from_slice(&self.b1[..H]);
        for &(i, x) in inputs.active() {
            let row = &self.w1[usize::from(i) * H..][..H];
            for (a, w) in sums.iter_mut().zip(row) {
                *a += x * w;
            }
        }
        acc.copy_from_slice(&sums);
    }

    /// Each seat's chance, by absolute seat.
    pub fn chances_f32(&self, position: &Position) -> BySeat<f32> {
        if let Some(winners) = position.winners() {
            return BySeat::from_fn(|s| f32::from(u8::from(winners.contains(s))));
        }
        let inputs = encode(position);
        let p = self.probabilities(&inputs);
        let mut out = BySeat([0.0f32; 4]);
        for (k, &(seat, _)) in inputs.slots.iter().enumerate() {
            out[seat] = p[k];
        }
        out
    }

    /// Each seat's chance to become King (1 for the King once there is one).
    pub fn chances(&self, position: &Position) -> BySeat<f64> {
        let c = self.chances_f32(position);
        BySeat::from_fn(|s| f64::from(c[s]))
    }

    /// One step of gradient descent on the cross-entropy between the network's chances
    /// for `inputs` and `target` (per slot, summing to 1): the softmax's gradient is
    /// `p - target` at the logits.
    pub fn learn(&mut self, inputs: &Inputs, target: &[f32; OUTPUTS], rate: f32) {
        let forward = self.forward(inputs);
        let h = self.hidden;
        let mut g = [0.0f32; OUTPUTS];
        for (k, &(_, plays)) in inputs.slots.iter().enumerate() {
            if plays {
                g[k] = forward.p[k] - target[k];
            }
        }
        let mut dh = vec![0.0f32; h];
        for (k, &gk) in g.iter().enumerate() {
            if gk == 0.0 {
                continue;
            }
            let row = &mut self.w2[k * h..(k + 1) * h];
            for j in 0..h {
                dh[j] += gk * row[j];
                row[j] -= rate * gk * forward.hidden[j];
            }
            self.b2[k] -= rate * gk;
        }
        for ((d, a), b) in dh.iter_mut().zip(&forward.hidden).zip(&mut self.b1) {
            if *a <= 0.0 {
                *d = 0.0;
            }
            *b -= rate * *d;
        }
        for &(i, x) in inputs.active() {
            let row = &mut self.w1[usize::from(i) * h..(usize::from(i) + 1) * h];
            for (w, d) in row.iter_mut().zip(&dh) {
                *w -= rate * x * d;
            }
        }
    }

    /// The weights file (see the module's notes).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(HEADER + 4 * self.weight_count() + 8);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        for n in [INPUTS, self.hidden, OUTPUTS] {
            out.extend_from_slice(&(n as u32).to_le_bytes());
        }
        out.extend_from_slice(&self.games.to_le_bytes());
        let (seats, rules) = match &self.trained_on {
            Some(t) => (t.seats.to_letters(), t.rules.to_string()),
            None => (String::new(), String::new()),
        };
        // Four letters at most, and a few `key=value` pairs: both fit their lengths.
        out.push(seats.len() as u8);
        out.extend_from_slice(seats.as_bytes());
        out.extend_from_slice(&(rules.len() as u16).to_le_bytes());
        out.extend_from_slice(rules.as_bytes());
        for w in self
            .w1
            .iter()
            .chain(&self.b1)
            .chain(&self.w2)
            .chain(&self.b2)
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
        let hash = fnv1a64(&out);
        out.extend_from_slice(&hash.to_le_bytes());
        out
    }

    fn weight_count(&self) -> usize {
        (INPUTS + 1 + OUTPUTS) * self.hidden + OUTPUTS
    }

    /// Reads a weights file, refusing anything damaged.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, LoadError> {
        if bytes.len() < HEADER + 8 {
            return Err(LoadError::Truncated);
        }
        if &bytes[..8] != MAGIC {
            return Err(LoadError::Magic);
        }
        let u32_at = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("4"));
        let version = u32_at(8);
        if version != 1 && version != FORMAT_VERSION {
            return Err(LoadError::Version(version));
        }
        let (inputs, hidden, outputs) = (u32_at(12), u32_at(16), u32_at(20));
        if inputs as usize != INPUTS || outputs as usize != OUTPUTS || hidden == 0 || hidden > 4096
        {
            return Err(LoadError::Shape {
                inputs,
                hidden,
                outputs,
            });
        }
        let hidden = hidden as usize;
        let games = u64::from_le_bytes(bytes[24..32].try_into().expect("8"));
        let (trained_on, start) = if version == 1 {
            (None, HEADER)
        } else {
            trained_on(bytes)?
        };
        let count = (INPUTS + 1 + OUTPUTS) * hidden + OUTPUTS;
        let end = start + 4 * count;
        if bytes.len() < end + 8 {
            return Err(LoadError::Truncated);
        }
        if bytes.len() > end + 8 {
            return Err(LoadError::Trailing);
        }
        let hash = u64::from_le_bytes(bytes[end..end + 8].try_into().expect("8"));
        if fnv1a64(&bytes[..end]) != hash {
            return Err(LoadError::Hash);
        }
        let mut weights = bytes[start..end]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().expect("4")));
        let mut take = |n: usize| -> Vec<f32> { weights.by_ref().take(n).collect() };
        let w1 = take(INPUTS * hidden);
        let b1 = take(hidden);
        let w2 = take(OUTPUTS * hidden);
        let b2: [f32; OUTPUTS] = take(OUTPUTS).try_into().expect("OUTPUTS weights");
        let net = Net {
            hidden,
            w1,
            b1,
            w2,
            b2,
            games,
            trained_on,
        };
        if net
            .w1
            .iter()
            .chain(&net.b1)
            .chain(&net.w2)
            .chain(&net.b2)
            .any(|w| !w.is_finite())
        {
            return Err(LoadError::NotFinite);
        }
        Ok(net)
    }
}

/// A version-2 file's `TrainedOn` (after the fixed header) and where its weights start.
fn trained_on(bytes: &[u8]) -> Result<(Option<TrainedOn>, usize), LoadError> {
    let mut at = HEADER;
    let mut take = |n: usize| -> Result<&[u8], LoadError> {
        let slice = bytes.get(at..at + n).ok_or(LoadError::Truncated)?;
        at += n;
        Ok(slice)
    };
    let seats_len = usize::from(take(1)?[0]);
    let seats = std::str::from_utf8(take(seats_len)?).map_err(|_| LoadError::TrainedOn)?;
    let rules_len = usize::from(u16::from_le_bytes(take(2)?.try_into().expect("2 bytes")));
    let rules = std::str::from_utf8(take(rules_len)?).map_err(|_| LoadError::TrainedOn)?;
    if seats.is_empty() {
        return Ok((None, at));
    }
    let mut set = SeatSet::EMPTY;
    for letter in seats.chars() {
        let seat = Seat::from_letter(letter).ok_or(LoadError::TrainedOn)?;
        if set.contains(seat) {
            return Err(LoadError::TrainedOn);
        }
        set.insert(seat);
    }
    let rules: Options = rules.parse().map_err(|_| LoadError::TrainedOn)?;
    Ok((Some(TrainedOn { seats: set, rules }), at))
}

/// The games a network learned: how many seats, under the default rules (whether places
/// are played after the King changes nothing before it). Each has its own network, since
/// one learned on two seats judges four worse than the linear logit (`dhayam-cli
/// calibrate --seats RGYB`: Brier 0.184 against 0.156); in any other game (three seats,
/// other rules) `Evaluate::Learned` answers with the linear one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Learned {
    TwoSeats,
    FourSeats,
}

impl Learned {
    pub const ALL: [Learned; 2] = [Learned::TwoSeats, Learned::FourSeats];

    /// The network for games of `seats` seats under `rules`, if there is one for them.
    fn for_game(seats: usize, rules: &Options) -> Option<Learned> {
        let mut rules = *rules;
        rules.places = false;
        if rules != Options::default() {
            return None;
        }
        Learned::ALL.into_iter().find(|game| game.seats() == seats)
    }

    /// The network for `position`'s game, if there is one.
    pub fn of(position: &Position) -> Option<Learned> {
        Learned::for_game(position.seats().len(), position.options())
    }

    /// The weights embedded in the program (`assets/dhayam/`, written by `dhayam-cli
    /// train`); `None` while no network has learned the game well enough to ship
    /// (README, "Expert").
    pub fn bytes(self) -> Option<&'static [u8]> {
        match self {
            Learned::TwoSeats => Some(include_bytes!("../../../../assets/dhayam/expert.net")),
            Learned::FourSeats => None,
        }
    }

    /// Whether a network that learned `trained_on` judges this game: as many seats (any
    /// letters: the inputs are seat-relative) and the default rules.
    fn learned_by(self, trained_on: &TrainedOn) -> bool {
        Learned::for_game(trained_on.seats.len(), &trained_on.rules) == Some(self)
    }

    /// How many seats its games have.
    pub fn seats(self) -> usize {
        match self {
            Learned::TwoSeats => 2,
            Learned::FourSeats => 4,
        }
    }
}

/// The embedded network for `game`, read once. On a damaged file the notice is printed
/// once to stderr, and `Evaluate::Learned` uses the linear evaluation there.
pub fn embedded(game: Learned) -> Result<&'static Net, &'static LoadError> {
    static NETS: [OnceLock<Result<Net, LoadError>>; Learned::ALL.len()] =
        [OnceLock::new(), OnceLock::new()];
    NETS[game as usize].get_or_init(|| {
        let Some(bytes) = game.bytes() else {
            return Err(LoadError::NotShipped);
        };
        let net = Net::from_bytes(bytes).and_then(|net| match &net.trained_on {
            Some(t) if game.learned_by(t) => Ok(net),
            Some(t) => Err(LoadError::OtherGame(t.to_string())),
            None => Err(LoadError::OtherGame("not said".to_string())),
        });
        if let Err(e) = &net {
            eprintln!(
                "dhayam: the learned evaluation for {} seats is not used ({e}); the linear one is",
                game.seats()
            );
        }
        net
    })
    .as_ref()
}

/// The embedded network that learned `position`'s game, if one did and it loads.
pub fn for_position(position: &Position) -> Option<&'static Net> {
    embedded(Learned::of(position)?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dhayam::ai::eval::Evaluate;
    use crate::dhayam::rules::Options;

    fn position(dpn: &str) -> Position {
        Position::from_dpn(dpn, Options::default()).expect("a legal position")
    }

    /// A net with weights large enough that every input matters.
    fn net() -> Net {
        Net::new(DEFAULT_HIDDEN, 7)
    }

    #[test]
    fn turning_the_position_by_a_seat_turns_the_chances() {
        // The same position with every seat moved one place on (R→G→Y→B→R), routes
        // and all (D5): each seat's chance moves with it.
        let pairs = [
            (
                "n,n,3,10/n,0,5,30/n,n,n,2/n,n,n,n R RG -",
                "n,n,n,n/n,n,3,10/n,0,5,30/n,n,n,2 G GY -",
            ),
            ("n,n,3,10/-/n,n,n,2/- Y - -", "-/n,n,3,10/-/n,n,n,2 B - -"),
            (
                "x,4,26,40/n,n,2,7/-/n,n,n,n G RG -",
                "n,n,n,n/x,4,26,40/n,n,2,7/- Y GY -",
            ),
        ];
        let net = net();
        for (a, b) in pairs {
            let (pa, pb) = (position(a), position(b));
            assert_eq!(encode(&pa).dense(), encode(&pb).dense(), "{a} / {b}");
            let (ca, cb) = (net.chances_f32(&pa), net.chances_f32(&pb));
            for seat in Seat::ALL {
                assert_eq!(ca[seat], cb[seat.next()], "{a} / {b}: {ca:?} {cb:?}");
            }
        }
    }

    #[test]
    fn the_chances_sum_to_one_over_the_seats_that_play() {
        let net = net();
        for dpn in [
            "n,n,n,n/-/n,n,n,n/- R - -",
            "n,n,3,10/n,n,n,n/n,n,n,2/n,n,n,n G - -",
            "x,4,26,40/n,n,2,7/-/n,n,n,n G RG -",
            "30,31,32,48/-/10,11,12,13/- Y RY -",
        ] {
            let p = position(dpn);
            let c = net.chances_f32(&p);
            let sum: f32 = c.0.iter().sum();
            assert!((sum - 1.0).abs() < 1e-5, "{dpn}: {c:?}");
            for seat in Seat::ALL {
                if !p.seats().contains(seat) {
                    assert_eq!(c[seat], 0.0, "{dpn}");
                }
            }
        }
        let king = position("48,48,48,48/-/10,11,12,13/- Y R -");
        assert_eq!(net.chances_f32(&king).0, [1.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn pawns_are_counted_by_progress_in_increasing_order() {
        // Two pawns on one progress (the home square), the others out of order in the record.
        let p = position("26,0,n,0/-/x,40,3,n/- R RY -");
        let inputs = encode(&p);
        let indices: Vec<u16> = inputs.active().iter().map(|&(i, _)| i).collect();
        assert!(indices.windows(2).all(|w| w[0] < w[1]), "{indices:?}");
        let x = inputs.dense();
        assert_eq!((x[1], x[1 + 26], x[50]), (2.0, 1.0, 1.0)); // Red: 0, 0, 26, new
        let yellow = 2 * SLOT; // two places after Red
        assert_eq!((x[yellow + 1 + 3], x[yellow + 1 + 40]), (1.0, 1.0));
        assert_eq!((x[yellow + 50], x[yellow + 51]), (1.0, 1.0)); // one new, one cut
        let on_board: f32 = x[1..50].iter().chain(&x[yellow + 1..yellow + 50]).sum();
        assert_eq!(on_board, 5.0);
    }

    #[test]
    fn pooled_throws_are_inputs() {
        let pooled: Options = "turn=pooled".parse().unwrap();
        let held = Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - 5,12+", pooled).unwrap();
        let none = Position::from_dpn("n,n,3,10/-/n,n,n,2/- R - -", pooled).unwrap();
        let (a, b) = (encode(&held).dense(), encode(&none).dense());
        assert_eq!(a[4 * SLOT + 4], 1.0); // one 5 (D1 order 1 2 3 4 5 6 12)
        assert_eq!(a[4 * SLOT + 6], 1.0); // one 12
        assert_eq!(a[4 * SLOT + 7], 1.0); // throws again
        assert_eq!(a[..4 * SLOT], b[..4 * SLOT]);
    }

    #[test]
    fn the_evaluation_is_pinned_on_fixed_positions() {
        // Bit patterns of a seeded network's chances: a change to the order of
        // operations, the exp, the encoding or the generator shows here, so a replay
        // cannot move on another platform unnoticed.
        let net = net();
        let bits = |dpn: &str| net.chances_f32(&position(dpn)).0.map(f32::to_bits);
        let got = [
            bits("n,n,n,n/-/n,n,n,n/- R - -"),
            bits("n,n,3,10/n,0,5,30/n,n,n,2/n,n,n,n R RG -"),
            bits("x,4,26,40/n,n,2,7/-/n,n,n,n G RG -"),
        ];
        assert_eq!(got, PINNED, "{got:#x?}");
    }

    const PINNED: [[u32; 4]; 3] = [
        [0x3ef0d191, 0x0, 0x3f079738, 0x0],
        [0x3e66afec, 0x3e61e6cc, 0x3e56bf0c, 0x3eb0551e],
        [0x3ed8d60f, 0x3eaa874c, 0x0, 0x3e794548],
    ];

    #[test]
    fn exp_is_close_to_the_platforms() {
        for i in 0..=2000 {
            let x = -20.0 + i as f32 * 0.01;
            let (ours, std) = (exp_f32(x), x.exp());
            assert!(((ours - std) / std).abs() < 2e-6, "{x}: {ours} {std}");
        }
        assert_eq!(exp_f32(0.0), 1.0);
        assert!(exp_f32(-200.0) < 1e-37);
    }

    #[test]
    fn a_weights_file_reads_back_and_damage_is_refused() {
        let mut net = net();
        net.games = 1234;
        let bytes = net.to_bytes();
        assert_eq!(Net::from_bytes(&bytes).as_ref(), Ok(&net));
        let mut flipped = bytes.clone();
        flipped[HEADER + 100] ^= 0x10;
        assert_eq!(Net::from_bytes(&flipped), Err(LoadError::Hash));
        assert_eq!(
            Net::from_bytes(&bytes[..bytes.len() - 3]),
            Err(LoadError::Truncated)
        );
        assert_eq!(Net::from_bytes(b""), Err(LoadError::Truncated));
        let mut magic = bytes.clone();
        magic[0] = b'X';
        assert_eq!(Net::from_bytes(&magic), Err(LoadError::Magic));
        let mut version = bytes.clone();
        version[8] = 9;
        assert_eq!(Net::from_bytes(&version), Err(LoadError::Version(9)));
        let mut longer = bytes;
        longer.push(0);
        assert_eq!(Net::from_bytes(&longer), Err(LoadError::Trailing));
    }

    /// `bytes` with `f` applied before the hash, and the hash made true again.
    fn rehashed(bytes: &[u8], f: impl FnOnce(&mut Vec<u8>)) -> Vec<u8> {
        let mut body = bytes[..bytes.len() - 8].to_vec();
        f(&mut body);
        let hash = fnv1a64(&body);
        body.extend_from_slice(&hash.to_le_bytes());
        body
    }

    #[test]
    fn a_weights_file_names_the_game_it_learned() {
        let mut net = net();
        net.games = 99;
        net.trained_on = Some(TrainedOn {
            seats: "RGYB".chars().filter_map(Seat::from_letter).collect(),
            rules: "turn=pooled".parse().unwrap(),
        });
        let bytes = net.to_bytes();
        assert_eq!(Net::from_bytes(&bytes).as_ref(), Ok(&net));
        // A version-1 file (no game named) still reads, and says nothing of its game.
        let mut unnamed = net.clone();
        unnamed.trained_on = None;
        let v1 = rehashed(&unnamed.to_bytes(), |b| {
            b.drain(HEADER..HEADER + 3); // the empty seats (1 byte) and rules (2 bytes)
            b[8..12].copy_from_slice(&1u32.to_le_bytes());
        });
        assert_eq!(Net::from_bytes(&v1).as_ref(), Ok(&unnamed));
        // Seats that are not seats, or rules that do not read, are refused.
        let bad_seat = rehashed(&bytes, |b| b[HEADER + 1] = b'Q');
        assert_eq!(Net::from_bytes(&bad_seat), Err(LoadError::TrainedOn));
        let bad_rules = rehashed(&bytes, |b| b[HEADER + 1 + 4 + 2] = b'?');
        assert_eq!(Net::from_bytes(&bad_rules), Err(LoadError::TrainedOn));
        let cut = rehashed(&bytes, |b| b.truncate(HEADER + 3));
        assert_eq!(Net::from_bytes(&cut), Err(LoadError::Truncated));
        // Which embedded slot a learned game may judge.
        let game = |seats: &str, rules: &str| TrainedOn {
            seats: seats.chars().filter_map(Seat::from_letter).collect(),
            rules: rules.parse().unwrap(),
        };
        assert!(Learned::TwoSeats.learned_by(&game("RY", "")));
        assert!(Learned::TwoSeats.learned_by(&game("RY", "places=on")));
        assert!(!Learned::TwoSeats.learned_by(&game("RGYB", "")));
        assert!(!Learned::FourSeats.learned_by(&game("RGYB", "turn=pooled")));
        assert!(Learned::FourSeats.learned_by(&game("RGYB", "")));
    }

    #[test]
    fn the_embedded_networks_name_the_games_they_judge() {
        for game in Learned::ALL {
            let Some(bytes) = game.bytes() else {
                assert_eq!(embedded(game), Err(&LoadError::NotShipped));
                continue;
            };
            let net = Net::from_bytes(bytes).expect("it reads");
            let learned = net.trained_on.expect("it names its game");
            assert!(game.learned_by(&learned), "{game:?}: {learned}");
            assert!(embedded(game).is_ok(), "{game:?}");
        }
    }

    #[test]
    fn a_damaged_embedded_file_falls_back_to_the_linear_evaluation() {
        // Whatever is embedded, `Evaluate::Learned` answers: the network's chances when
        // it loads, the linear evaluation's when it does not.
        let p = position("n,n,3,10/-/n,n,n,2/- R - -");
        let learned = Evaluate::Learned.chances(&p, &BySeat::default());
        match Net::from_bytes(Learned::TwoSeats.bytes().expect("shipped")) {
            Ok(net) => assert_eq!(learned, net.chances(&p)),
            Err(_) => assert_eq!(learned, Evaluate::Linear.chances(&p, &BySeat::default())),
        }
        assert!((learned.0.iter().sum::<f64>() - 1.0).abs() < 1e-5);
        // A game no network learned (three seats) gets the linear evaluation.
        let three = position("n,n,3,10/n,n,n,n/n,n,n,2/- R - -");
        assert_eq!(
            Evaluate::Learned.chances(&three, &BySeat::default()),
            Evaluate::Linear.chances(&three, &BySeat::default())
        );
        // Four seats: their own network where one is shipped, else the linear one.
        let four = position("n,n,3,10/n,n,n,n/n,n,n,2/n,n,n,n R - -");
        let expected = match embedded(Learned::FourSeats) {
            Ok(net) => net.chances(&four),
            Err(_) => Evaluate::Linear.chances(&four, &BySeat::default()),
        };
        assert_eq!(
            Evaluate::Learned.chances(&four, &BySeat::default()),
            expected
        );
    }

    #[test]
    fn learning_moves_the_chances_towards_the_target() {
        let mut net = net();
        let inputs = encode(&position("n,n,3,10/-/n,n,n,2/- R - -"));
        let before = net.forward(&inputs).p[0];
        for _ in 0..50 {
            net.learn(&inputs, &[1.0, 0.0, 0.0, 0.0], 0.05);
        }
        let after = net.forward(&inputs).p[0];
        assert!(after > before && after > 0.9, "{before} {after}");
    }
}
