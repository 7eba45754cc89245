//! The trainer (`dhayam-cli makruk train`): the network in `f32`, minibatch Adam on
//! `(sigmoid(out) − target)²` with `target = λ·result + (1 − λ)·sigmoid(score / SCALE)`,
//! first-layer gradients computed and applied only for the inputs a batch switched on,
//! quantisation to the shipped format ([`FloatNet::quantise`]), and checkpoints that let a
//! run go on where it stopped.
//!
//! A network of several khun blocks ([`super::buckets`]) is trained *factorised*: beside
//! the blocks, one more block of 768 rows that every position switches on as well, whose
//! weights are added into each block's when quantised. A piece's worth common to all the
//! khun's squares is then learned from every position, and each block learns only how its
//! squares differ: with few positions a block, the blocks would otherwise learn slowly.

use std::io::{self, Read};

use rand_chacha::ChaCha8Rng;
use rand_core::{RngCore, SeedableRng};

use super::buckets::KhunBuckets;
use super::data::{RECORD, Sample};
use super::{HIDDEN, INPUTS, Network, QA, QB, SCALE};

const H: usize = HIDDEN;

/// The most inputs a position switches on for one perspective: 32 pieces, twice when
/// factorised.
const MAX_ACTIVE: usize = 64;

/// The network in floating point: what training changes.
#[derive(Clone, Debug, PartialEq)]
pub struct FloatNet {
    pub buckets: KhunBuckets,
    /// `rows()` rows of `H`: the blocks', then the shared block when factorised.
    pub ft_weights: Vec<f32>,
    pub ft_bias: Vec<f32>,
    pub out_weights: Vec<f32>,
    pub out_bias: f32,
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl FloatNet {
    /// Small random weights from `seed`, for inputs of `buckets`.
    pub fn random(seed: u64, buckets: KhunBuckets) -> FloatNet {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut uniform = |a: f32| {
            let x = (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
            (2.0 * x - 1.0) * a
        };
        let rows = rows(&buckets);
        // Factorised, a position's sum has twice the rows: each half as large.
        let a = if rows > INPUTS * buckets.blocks() {
            0.05
        } else {
            0.1
        };
        FloatNet {
            buckets,
            ft_weights: (0..rows * H).map(|_| uniform(a)).collect(),
            ft_bias: (0..H).map(|_| 0.1 + uniform(0.05)).collect(),
            out_weights: (0..2 * H).map(|_| uniform(1.0 / 16.0)).collect(),
            out_bias: 0.0,
        }
    }

    /// A trained network back in floating point, its quantisation undone, to go on
    /// training from where it stands (on newer games: fine-tuning). A factorised layout's
    /// shared block starts at zero: each block's rows already hold what it added.
    pub fn from_network(net: &Network) -> FloatNet {
        let unscale = |w: i16, s: i32| f32::from(w) / s as f32;
        let mut ft_weights: Vec<f32> = net.ft_weights.iter().map(|&w| unscale(w, QA)).collect();
        ft_weights.resize(rows(&net.buckets) * H, 0.0);
        FloatNet {
            buckets: net.buckets,
            ft_weights,
            ft_bias: net.ft_bias.iter().map(|&w| unscale(w, QA)).collect(),
            out_weights: net.out_weights.iter().map(|&w| unscale(w, QB)).collect(),
            out_bias: net.out_bias as f32 / (QA * QB) as f32,
        }
    }

    fn len(&self) -> usize {
        self.ft_weights.len() + self.ft_bias.len() + self.out_weights.len() + 1
    }

    /// The inputs `sample` switches on for the side to move and for the other, the shared
    /// block's too when factorised; returns how many for each.
    pub fn features(
        &self,
        sample: &Sample,
        us: &mut [u16; MAX_ACTIVE],
        them: &mut [u16; MAX_ACTIVE],
    ) -> usize {
        let k = sample.features(&self.buckets, &mut us[..32], &mut them[..32]);
        if !factorised(&self.buckets) {
            return k;
        }
        let shared = self.buckets.blocks() * INPUTS;
        for i in 0..k {
            us[k + i] = (shared + usize::from(us[i]) % INPUTS) as u16;
            them[k + i] = (shared + usize::from(them[i]) % INPUTS) as u16;
        }
        2 * k
    }

    fn accumulate(&self, features: &[u16], acc: &mut [f32; H]) {
        acc.copy_from_slice(&self.ft_bias);
        for &f in features {
            let row = &self.ft_weights[usize::from(f) * H..][..H];
            for (a, w) in acc.iter_mut().zip(row) {
                *a += w;
            }
        }
    }

    /// The raw output (times `SCALE` is centipawns for the side to move), from the inputs
    /// of the side to move and of the other side.
    pub fn forward(&self, us: &[u16], them: &[u16]) -> f32 {
        let mut a = [0f32; H];
        let mut b = [0f32; H];
        self.accumulate(us, &mut a);
        self.accumulate(them, &mut b);
        self.output(&a, &b)
    }

    #[allow(clippy::needless_range_loop)]
    fn output(&self, a: &[f32; H], b: &[f32; H]) -> f32 {
        let (wu, wt) = self.out_weights.split_at(H);
        let mut out = self.out_bias;
        for j in 0..H {
            out += a[j].clamp(0.0, 1.0) * wu[j] + b[j].clamp(0.0, 1.0) * wt[j];
        }
        out
    }

    /// The score of a sample's position in centipawns, before the endings' scaling.
    pub fn evaluate(&self, sample: &Sample) -> f32 {
        let (mut us, mut them) = ([0u16; MAX_ACTIVE], [0u16; MAX_ACTIVE]);
        let n = self.features(sample, &mut us, &mut them);
        self.forward(&us[..n], &them[..n]) * SCALE as f32
    }

    /// The shipped format: first layer × `QA` (the shared block added into each block's
    /// rows), output weights × `QB`, output bias × `QA · QB`, rounded and clipped to their
    /// integer types.
    pub fn quantise(&self) -> Network {
        let q16 = |x: f32, s: i32| (x * s as f32).round().clamp(-32_767.0, 32_767.0) as i16;
        let blocks = self.buckets.blocks() * INPUTS * H;
        let shared = &self.ft_weights[blocks..];
        Network {
            buckets: self.buckets,
            ft_weights: self.ft_weights[..blocks]
                .iter()
                .enumerate()
                .map(|(i, &w)| {
                    let common = shared.get(i % (INPUTS * H)).copied().unwrap_or(0.0);
                    q16(w + common, QA)
                })
                .collect(),
            ft_bias: self.ft_bias.iter().map(|&w| q16(w, QA)).collect(),
            out_weights: self.out_weights.iter().map(|&w| q16(w, QB)).collect(),
            out_bias: (self.out_bias * (QA * QB) as f32).round() as i32,
        }
    }

    fn params_mut(&mut self) -> [&mut [f32]; 4] {
        [
            self.ft_weights.as_mut_slice(),
            self.ft_bias.as_mut_slice(),
            self.out_weights.as_mut_slice(),
            std::slice::from_mut(&mut self.out_bias),
        ]
    }
}

/// What a run needs beyond the weights.
#[derive(Clone, Debug)]
pub struct Options {
    pub epochs: usize,
    pub batch: usize,
    pub lr: f32,
    /// The learning rate is halved every this many epochs.
    pub lr_step: usize,
    /// The result's share of the target.
    pub lambda: f32,
    pub threads: usize,
    pub seed: u64,
}

/// The state of a run, saved after each epoch: the weights, Adam's moments, and where it is.
pub struct Trainer {
    pub net: FloatNet,
    m: Vec<f32>,
    v: Vec<f32>,
    pub epoch: usize,
    step: u64,
}

/// A checkpoint: the magic, the epoch and Adam's step (`u64`), the inputs' layout (blocks
/// and mirror, `u32` each, and the 32-byte khun map), then every parameter and both of
/// Adam's moments (`f32`). Checkpoints of the single-block trainer before it (magic
/// `DHMKCKPT`, no layout) are read as the plain layout.
const CHECKPOINT_MAGIC: &[u8; 8] = b"DHMKCKP2";
const CHECKPOINT_MAGIC_1: &[u8; 8] = b"DHMKCKPT";

/// One thread's gradients over its share of a batch.
struct Grads {
    ft_weights: Vec<f32>,
    ft_bias: Vec<f32>,
    out_weights: Vec<f32>,
    out_bias: f32,
    touched: Vec<bool>,
    loss: f64,
}

impl Grads {
    fn new(rows: usize) -> Grads {
        Grads {
            ft_weights: vec![0.0; rows * H],
            ft_bias: vec![0.0; H],
            out_weights: vec![0.0; 2 * H],
            out_bias: 0.0,
            touched: vec![false; rows],
            loss: 0.0,
        }
    }

    fn clear(&mut self) {
        for (f, t) in self.touched.iter_mut().enumerate() {
            if *t {
                self.ft_weights[f * H..(f + 1) * H].fill(0.0);
                *t = false;
            }
        }
        self.ft_bias.fill(0.0);
        self.out_weights.fill(0.0);
        self.out_bias = 0.0;
        self.loss = 0.0;
    }
}

/// A training index with this bit set stands for its record mirrored (a ↔ h).
pub const MIRROR: u32 = 1 << 31;

/// Whether a network of `buckets` is trained with a shared block (several blocks).
fn factorised(buckets: &KhunBuckets) -> bool {
    buckets.blocks() > 1
}

/// The first layer's rows a network of `buckets` trains.
fn rows(buckets: &KhunBuckets) -> usize {
    (buckets.blocks() + usize::from(factorised(buckets))) * INPUTS
}

/// The sample of index `i` (a record, perhaps mirrored) and its target; `None` for a
/// record that does not decode.
fn target(records: &[u8], i: u32, lambda: f32) -> Option<(Sample, f32)> {
    let k = (i & !MIRROR) as usize;
    let mut sample = Sample::decode(&records[k * RECORD..(k + 1) * RECORD])?;
    if i & MIRROR != 0 {
        sample = sample.mirrored();
    }
    let result = f32::from(sample.result) / 2.0;
    let score = sigmoid(f32::from(sample.score) / SCALE as f32);
    Some((sample, lambda * result + (1.0 - lambda) * score))
}

impl Trainer {
    pub fn new(net: FloatNet) -> Trainer {
        let n = net.len();
        Trainer {
            net,
            m: vec![0.0; n],
            v: vec![0.0; n],
            epoch: 0,
            step: 0,
        }
    }

    /// Mean loss over `indices`, no gradients.
    pub fn loss(&self, records: &[u8], indices: &[u32], lambda: f32) -> f64 {
        let mut total = 0.0;
        let mut n = 0usize;
        let (mut us, mut them) = ([0u16; MAX_ACTIVE], [0u16; MAX_ACTIVE]);
        for &i in indices {
            let Some((sample, t)) = target(records, i, lambda) else {
                continue;
            };
            let k = self.net.features(&sample, &mut us, &mut them);
            let p = sigmoid(self.net.forward(&us[..k], &them[..k]));
            total += f64::from((p - t) * (p - t));
            n += 1;
        }
        total / n.max(1) as f64
    }

    #[allow(clippy::needless_range_loop)]
    fn gradients(net: &FloatNet, records: &[u8], indices: &[u32], lambda: f32, g: &mut Grads) {
        let (mut us, mut them) = ([0u16; MAX_ACTIVE], [0u16; MAX_ACTIVE]);
        let (mut a, mut b) = ([0f32; H], [0f32; H]);
        let (wu, wt) = net.out_weights.split_at(H);
        for &i in indices {
            let Some((sample, t)) = target(records, i, lambda) else {
                continue;
            };
            let k = net.features(&sample, &mut us, &mut them);
            net.accumulate(&us[..k], &mut a);
            net.accumulate(&them[..k], &mut b);
            let p = sigmoid(net.output(&a, &b));
            g.loss += f64::from((p - t) * (p - t));
            let d = 2.0 * (p - t) * p * (1.0 - p);
            g.out_bias += d;
            let (gu, gt) = g.out_weights.split_at_mut(H);
            let mut da = [0f32; H];
            let mut db = [0f32; H];
            for j in 0..H {
                gu[j] += d * a[j].clamp(0.0, 1.0);
                gt[j] += d * b[j].clamp(0.0, 1.0);
                da[j] = if a[j] > 0.0 && a[j] < 1.0 {
                    d * wu[j]
                } else {
                    0.0
                };
                db[j] = if b[j] > 0.0 && b[j] < 1.0 {
                    d * wt[j]
                } else {
                    0.0
                };
                g.ft_bias[j] += da[j] + db[j];
            }
            for (features, delta) in [(&us[..k], &da), (&them[..k], &db)] {
                for &f in features {
                    let f = usize::from(f);
                    g.touched[f] = true;
                    let row = &mut g.ft_weights[f * H..(f + 1) * H];
                    for (r, d) in row.iter_mut().zip(delta.iter()) {
                        *r += d;
                    }
                }
            }
        }
    }

    /// One epoch over `train` (shuffled); returns the mean training loss.
    pub fn epoch(&mut self, records: &[u8], train: &mut [u32], o: &Options) -> f64 {
        let mut rng = ChaCha8Rng::seed_from_u64(o.seed ^ (self.epoch as u64).wrapping_mul(0x9e37));
        for i in (1..train.len()).rev() {
            let j = (rng.next_u64() % (i as u64 + 1)) as usize;
            train.swap(i, j);
        }
        let lr = o.lr * 0.5f32.powi((self.epoch / o.lr_step.max(1)) as i32);
        let threads = o.threads.max(1);
        let rows = rows(&self.net.buckets);
        let mut grads: Vec<Grads> = (0..threads).map(|_| Grads::new(rows)).collect();
        let mut total = 0.0;
        for batch in train.chunks(o.batch.max(1)) {
            let share = batch.len().div_ceil(threads);
            let net = &self.net;
            std::thread::scope(|scope| {
                for (g, part) in grads.iter_mut().zip(batch.chunks(share.max(1))) {
                    scope.spawn(move || Trainer::gradients(net, records, part, o.lambda, g));
                }
            });
            // Sum the threads' gradients into the first.
            let (first, rest) = grads.split_at_mut(1);
            let sum = &mut first[0];
            for g in rest.iter() {
                for f in 0..rows {
                    if g.touched[f] {
                        sum.touched[f] = true;
                        let (s, r) = (
                            &mut sum.ft_weights[f * H..(f + 1) * H],
                            &g.ft_weights[f * H..(f + 1) * H],
                        );
                        for (s, r) in s.iter_mut().zip(r) {
                            *s += r;
                        }
                    }
                }
                for (s, r) in sum.ft_bias.iter_mut().zip(&g.ft_bias) {
                    *s += r;
                }
                for (s, r) in sum.out_weights.iter_mut().zip(&g.out_weights) {
                    *s += r;
                }
                sum.out_bias += g.out_bias;
                sum.loss += g.loss;
            }
            total += sum.loss;
            self.adam(sum, batch.len() as f32, lr);
            for g in &mut grads {
                g.clear();
            }
        }
        self.epoch += 1;
        total / train.len().max(1) as f64
    }

    /// Adam on the parameters the batch touched (the first layer's rows of the inputs it
    /// switched on, and every other parameter).
    fn adam(&mut self, g: &Grads, n: f32, lr: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        const EPS: f32 = 1e-8;
        self.step += 1;
        let c1 = 1.0 - B1.powi(self.step.min(1_000_000) as i32);
        let c2 = 1.0 - B2.powi(self.step.min(1_000_000) as i32);
        let (m, v) = (&mut self.m, &mut self.v);
        let mut update = |offset: usize, params: &mut [f32], grads: &[f32], clip: f32| {
            for (k, (p, gr)) in params.iter_mut().zip(grads).enumerate() {
                let gr = gr / n;
                let i = offset + k;
                m[i] = B1 * m[i] + (1.0 - B1) * gr;
                v[i] = B2 * v[i] + (1.0 - B2) * gr * gr;
                *p -= lr * (m[i] / c1) / ((v[i] / c2).sqrt() + EPS);
                *p = p.clamp(-clip, clip);
            }
        };
        let rows = g.touched.len();
        let [ft_w, ft_b, out_w, out_b] = self.net.params_mut();
        for f in 0..rows {
            if g.touched[f] {
                update(
                    f * H,
                    &mut ft_w[f * H..(f + 1) * H],
                    &g.ft_weights[f * H..(f + 1) * H],
                    100.0,
                );
            }
        }
        let mut offset = rows * H;
        update(offset, ft_b, &g.ft_bias, 100.0);
        offset += H;
        // Output weights stay where `QB` keeps them exact enough and in range.
        update(offset, out_w, &g.out_weights, 16.0);
        offset += 2 * H;
        update(offset, out_b, std::slice::from_ref(&g.out_bias), 100.0);
    }

    pub fn save(&self, path: &std::path::Path) -> io::Result<()> {
        let b = self.net.buckets;
        let mut out = Vec::with_capacity(64 + 12 * self.m.len());
        out.extend_from_slice(CHECKPOINT_MAGIC);
        out.extend_from_slice(&(self.epoch as u64).to_le_bytes());
        out.extend_from_slice(&self.step.to_le_bytes());
        out.extend_from_slice(&(b.blocks() as u32).to_le_bytes());
        out.extend_from_slice(&u32::from(b.mirror()).to_le_bytes());
        out.extend_from_slice(b.map());
        let net = &self.net;
        for x in net
            .ft_weights
            .iter()
            .chain(&net.ft_bias)
            .chain(&net.out_weights)
            .chain(std::iter::once(&net.out_bias))
            .chain(&self.m)
            .chain(&self.v)
        {
            out.extend_from_slice(&x.to_le_bytes());
        }
        // A new temporary file, synced and renamed over the old checkpoint: a crash
        // leaves one or the other, and a link planted at a temporary name is not followed.
        crate::store::envelope::write_atomically(path, &out).map_err(io::Error::other)
    }

    /// The run saved at `path`, in the layout it was saved with.
    pub fn load(path: &std::path::Path) -> io::Result<Trainer> {
        let mut bytes = Vec::new();
        std::fs::File::open(path)?.read_to_end(&mut bytes)?;
        let bad = |why: String| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("not a checkpoint: {why}"),
            )
        };
        if bytes.len() < 24 {
            return Err(bad(format!("{} bytes", bytes.len())));
        }
        let word = |at: usize| {
            u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
        };
        let (buckets, header) = match &bytes[..8] {
            m if m == CHECKPOINT_MAGIC_1 => (KhunBuckets::PLAIN, 24),
            m if m == CHECKPOINT_MAGIC && bytes.len() >= 64 => {
                let map: [u8; 32] = bytes[32..64].try_into().map_err(|_| bad("no map".into()))?;
                let mirror = word(28) == 1;
                let b = KhunBuckets::new(map, word(24), mirror).map_err(|e| bad(e.to_string()))?;
                (b, 64)
            }
            _ => return Err(bad("bad magic".into())),
        };
        let mut t = Trainer::new(FloatNet::random(0, buckets));
        let n = t.m.len();
        if bytes.len() != header + 12 * n {
            return Err(bad(format!(
                "{} bytes where this layout needs {}",
                bytes.len(),
                header + 12 * n
            )));
        }
        t.epoch =
            u64::from_le_bytes(bytes[8..16].try_into().map_err(|_| bad("epoch".into()))?) as usize;
        t.step = u64::from_le_bytes(bytes[16..24].try_into().map_err(|_| bad("step".into()))?);
        let floats: Vec<f32> = bytes[header..]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        let (params, moments) = floats.split_at(n);
        let mut at = 0;
        for p in t.net.params_mut() {
            p.copy_from_slice(&params[at..at + p.len()]);
            at += p.len();
        }
        t.m.copy_from_slice(&moments[..n]);
        t.v.copy_from_slice(&moments[n..]);
        Ok(t)
    }
}
