import { ScanLine } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface BrandLogoProps {
  to?: string;
}

export function BrandLogo({ to = '/' }: BrandLogoProps) {
  return (
    <Link to={to} className="ll-brand" aria-label="LabelLens home">
      <span className="ll-brand__mark" aria-hidden="true">
        <ScanLine />
      </span>
      <span>LabelLens</span>
    </Link>
  );
}
