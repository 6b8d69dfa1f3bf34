export interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  text?: string;
}

export function SectionHeading({ eyebrow, title, text }: SectionHeadingProps) {
  return (
    <div className="shell-section-heading">
      <span className="ll-caption shell-eyebrow">{eyebrow}</span>
      <h2>{title}</h2>
      {text ? <p>{text}</p> : null}
    </div>
  );
}
