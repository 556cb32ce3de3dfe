//! What changed in a view: the patches a seat's record holds between whole views, and the
//! reader that follows them.
//!
//! The patches are RFC 6902 JSON Patch documents (applied with the `json-patch` crate, and by
//! the pages' own few lines). They are made here rather than with that crate's `diff`, which
//! compares arrays index by index: a stand leaving the middle of a list of sixty would rewrite
//! the fifty after it, and a window of the last ten reports moving on by one would rewrite all
//! ten. Here an element found a few places on means the ones before it came or went, so each of
//! those is one operation.

use json_patch::jsonptr::PointerBuf;
use json_patch::{AddOperation, Patch, PatchOperation, RemoveOperation, ReplaceOperation};
use serde::Serialize;
use serde_json::Value;

use super::RecordEntry;

/// The operations that turn `left` into `right`.
pub(super) fn diff(left: &Value, right: &Value) -> Patch {
    let mut ops = Vec::new();
    walk(left, right, &mut PointerBuf::new(), &mut ops);
    Patch(ops)
}

fn walk(left: &Value, right: &Value, path: &mut PointerBuf, ops: &mut Vec<PatchOperation>) {
    match (left, right) {
        (Value::Object(l), Value::Object(r)) => {
            for (key, rv) in r {
                path.push_back(key.as_str());
                match l.get(key) {
                    Some(lv) => walk(lv, rv, path, ops),
                    None => ops.push(add(path, rv)),
                }
                path.pop_back();
            }
            for key in l.keys().filter(|k| !r.contains_key(*k)) {
                path.push_back(key.as_str());
                ops.push(PatchOperation::Remove(RemoveOperation {
                    path: path.clone(),
                }));
                path.pop_back();
            }
        }
        (Value::Array(l), Value::Array(r)) => array(l, r, path, ops),
        _ if left == right => {}
        _ => ops.push(PatchOperation::Replace(ReplaceOperation {
            path: path.clone(),
            value: right.clone(),
        })),
    }
}

/// How far ahead [`array`] looks for an element that moved up or down the list.
const LOOK_AHEAD: usize = 8;

/// An array, walked from the front: equal elements are passed over; where they differ, an
/// element (a text, list or object: numbers and flags repeat too often to tell) of the left found a few places on in the right means the ones before it were added
/// (a report joined the top of a list), one of the right found a few places on in the left
/// means the ones before it were removed (a stand left the list, or the oldest report fell off
/// the end of a window); otherwise the element changed in place. Places are those of the array
/// as the operations before left it.
fn array(left: &[Value], right: &[Value], path: &mut PointerBuf, ops: &mut Vec<PatchOperation>) {
    let (mut i, mut j, mut at) = (0, 0, 0);
    while i < left.len() && j < right.len() {
        if left[i] == right[j] {
            (i, j, at) = (i + 1, j + 1, at + 1);
            continue;
        }
        // Numbers and flags repeat too often for a match to mean the element moved.
        let ahead = |from: &[Value], x: &Value| {
            if !matches!(x, Value::String(_) | Value::Array(_) | Value::Object(_)) {
                return None;
            }
            from.iter()
                .take(LOOK_AHEAD + 1)
                .skip(1)
                .position(|y| y == x)
                .map(|d| d + 1)
        };
        if let Some(d) = ahead(&left[i..], &right[j]) {
            for _ in 0..d {
                path.push_back(at);
                ops.push(PatchOperation::Remove(RemoveOperation {
                    path: path.clone(),
                }));
                path.pop_back();
            }
            i += d;
        } else if let Some(d) = ahead(&right[j..], &left[i]) {
            for v in &right[j..j + d] {
                path.push_back(at);
                ops.push(add(path, v));
                path.pop_back();
                at += 1;
            }
            j += d;
        } else {
            path.push_back(at);
            walk(&left[i], &right[j], path, ops);
            path.pop_back();
            (i, j, at) = (i + 1, j + 1, at + 1);
        }
    }
    for _ in i..left.len() {
        path.push_back(at);
        ops.push(PatchOperation::Remove(RemoveOperation {
            path: path.clone(),
        }));
        path.pop_back();
    }
    for v in &right[j..] {
        path.push_back(at);
        ops.push(add(path, v));
        path.pop_back();
        at += 1;
    }
}

fn add(path: &PointerBuf, value: &Value) -> PatchOperation {
    PatchOperation::Add(AddOperation {
        path: path.clone(),
        value: value.clone(),
    })
}

/// The length of `v` as JSON text.
pub(super) fn json_len<T: Serialize>(v: &T) -> usize {
    struct Count(usize);
    impl std::io::Write for Count {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0 += buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut c = Count(0);
    let _ = serde_json::to_writer(&mut c, v);
    c.0
}

/// Follows a record's views, entry by entry: the reader's side of [`Recorder`](super::Recorder).
#[derive(Clone, Debug, Default)]
pub struct Follower {
    view: Option<Value>,
}

impl Follower {
    /// A follower that has read nothing yet.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Reads `entry` and gives the view after it (none before the first entry with a view).
    ///
    /// # Errors
    /// A patch with no view before it, or one that does not apply to the view before it.
    pub fn follow(&mut self, entry: &RecordEntry) -> Result<Option<&Value>, String> {
        if let Some(v) = &entry.view {
            self.view = Some(v.clone());
        } else if let Some(p) = &entry.patch {
            let Some(view) = self.view.as_mut() else {
                return Err(format!(
                    "step {}: a change to the view, but no view before it",
                    entry.step
                ));
            };
            json_patch::patch(view, p)
                .map_err(|e| format!("step {}: the change does not apply: {e}", entry.step))?;
        }
        Ok(self.view.as_ref())
    }

    /// The view after the last entry read.
    #[must_use]
    pub fn view(&self) -> Option<&Value> {
        self.view.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn round(left: Value, right: &Value) -> Patch {
        let p = diff(&left, right);
        let mut doc = left;
        json_patch::patch(&mut doc, &p).unwrap();
        assert_eq!(&doc, right);
        p
    }

    #[test]
    fn one_stand_gone_from_the_middle_is_one_remove() {
        let left: Vec<Value> = (0..60).map(|i| json!({"id": i, "hex": [i, i]})).collect();
        let mut right = left.clone();
        right.remove(7);
        let p = round(json!({"units": left}), &json!({"units": right}));
        assert_eq!(
            serde_json::to_value(&p).unwrap(),
            json!([{"op": "remove", "path": "/units/7"}])
        );
    }

    #[test]
    fn a_stand_added_in_the_middle_is_one_add() {
        let left: Vec<Value> = (0..10).map(|i| json!({"id": i})).collect();
        let mut right = left.clone();
        right.insert(3, json!({"id": 99}));
        let p = round(Value::Array(left), &Value::Array(right));
        assert_eq!(p.0.len(), 1);
    }

    #[test]
    fn a_window_moving_on_is_one_remove_and_one_add() {
        let left: Vec<Value> = (0..10).map(|i| json!(format!("report {i}"))).collect();
        let right: Vec<Value> = (1..11).map(|i| json!(format!("report {i}"))).collect();
        let p = round(Value::Array(left), &Value::Array(right));
        assert_eq!(p.0.len(), 2, "{p:?}");
    }

    #[test]
    fn a_flag_set_in_a_list_of_flags_is_one_replace() {
        let p = round(json!([false, false, false]), &json!([true, false, false]));
        assert_eq!(p.0.len(), 1, "{p:?}");
    }

    #[test]
    fn patches_rebuild_every_kind_of_change() {
        let cases = [
            (
                json!({"a": 1, "b": [1, 2, 3], "c": {"d": null}}),
                json!({"a": 2, "b": [3], "e": "x"}),
            ),
            (json!([1, 2, 3, 4]), json!([0, 2, 3, 5, 6, 7])),
            (json!([[1], [2], [3]]), json!([[1], [2, 2], [3], [4]])),
            (json!({"a/b": 1, "~": 2}), json!({"a/b": 3})),
            (json!(1), json!("one")),
            (json!([1, 1, 1]), json!([1, 1])),
            (json!([1, 2, 3, 4, 5]), json!([9, 3, 8, 1, 5, 2])),
            (json!([]), json!([1, 2])),
            (
                json!([{"a": 1}, {"a": 2}, 7]),
                json!([7, {"a": 3}, {"a": 1}]),
            ),
        ];
        for (l, r) in cases {
            round(l, &r);
        }
    }

    #[test]
    fn a_follower_refuses_a_patch_with_no_view_before_it() {
        let e = RecordEntry {
            step: 3,
            seat: "a".into(),
            action: None,
            text: String::new(),
            rolls: vec![],
            events: vec![],
            cards: vec![],
            view: None,
            patch: Some(diff(&json!({"a": 1}), &json!({"a": 2}))),
        };
        let err = Follower::new().follow(&e).unwrap_err();
        assert!(err.contains("no view before it"), "{err}");
    }
}
