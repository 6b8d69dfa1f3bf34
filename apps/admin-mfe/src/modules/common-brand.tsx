import { ShieldCheck } from 'lucide-react';

/** Brand mark of the administrator area. */
export function AdminBrand() {
  return (
    <span className="ll-brand">
      <span className="ll-brand__mark" aria-hidden="true">
        <ShieldCheck />
      </span>
      <span>LabelLens Admin</span>
    </span>
  );
}
